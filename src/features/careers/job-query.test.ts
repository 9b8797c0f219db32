// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Job } from '@/lib/catalog'
import { ALL } from './careers-content'
import {
  DEFAULT_JOB_QUERY,
  filterJobs,
  isFiltered,
  queryJobs,
  sortJobs,
  type JobQuery,
} from './job-query'

let next = 0
function job(overrides: Partial<Job>): Job {
  next += 1
  return {
    docId: `doc-${next}`,
    id: next,
    title: 'Job',
    department: 'Sales',
    location: 'Jaipur, Rajasthan',
    type: 'Full-time',
    experience: '0-1 years',
    postedDate: '2025-01-01',
    salary: '₹3 LPA',
    description: '',
    requirements: [],
    responsibilities: [],
    createdAt: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  }
}

const titles = (jobs: Job[]) => jobs.map((j) => j.title)
const query = (overrides: Partial<JobQuery>): JobQuery => ({ ...DEFAULT_JOB_QUERY, ...overrides })

const jobs = [
  job({ title: 'Sales Executive', department: 'Sales', location: 'Jaipur, Rajasthan' }),
  job({ title: 'Frontend Developer', department: 'Engineering', experience: '1-2 years' }),
  job({
    title: 'Marketing Intern',
    department: 'Marketing',
    type: 'Internship',
    location: 'Remote',
  }),
  job({ title: 'Senior Sales Manager', department: 'Sales', experience: '0-2 years' }),
]

describe('filterJobs', () => {
  it('keeps everything with the default query', () => {
    expect(filterJobs(jobs, DEFAULT_JOB_QUERY)).toHaveLength(jobs.length)
  })

  it('treats empty and "All" as no filter', () => {
    const all = query({ department: '', type: ALL, experience: '  ', location: '' })
    expect(filterJobs(jobs, all)).toHaveLength(jobs.length)
  })

  it('searches titles by case-insensitive substring', () => {
    expect(titles(filterJobs(jobs, query({ search: '  sALes ' })))).toEqual([
      'Sales Executive',
      'Senior Sales Manager',
    ])
  })

  it('matches department, type and experience exactly', () => {
    expect(titles(filterJobs(jobs, query({ department: 'Engineering' })))).toEqual([
      'Frontend Developer',
    ])
    expect(titles(filterJobs(jobs, query({ type: 'Internship' })))).toEqual(['Marketing Intern'])
    expect(titles(filterJobs(jobs, query({ experience: '0-2 years' })))).toEqual([
      'Senior Sales Manager',
    ])
    // Exact, not substring: "Sale" is not a department.
    expect(filterJobs(jobs, query({ department: 'Sale' }))).toEqual([])
  })

  it('matches location by case-insensitive substring', () => {
    expect(titles(filterJobs(jobs, query({ location: 'jaipur' })))).not.toContain(
      'Marketing Intern',
    )
    expect(filterJobs(jobs, query({ location: 'jaipur' }))).toHaveLength(3)
  })

  it('combines filters', () => {
    expect(titles(filterJobs(jobs, query({ search: 'sales', experience: '0-1 years' })))).toEqual([
      'Sales Executive',
    ])
  })
})

describe('sortJobs', () => {
  const dated = [
    job({ title: 'middle', createdAt: new Date('2025-02-01'), salary: '₹15,000/month' }),
    job({ title: 'newest', createdAt: new Date('2025-03-01'), salary: 'Competitive' }),
    job({ title: 'oldest', createdAt: new Date('2025-01-01'), salary: '₹4-6 LPA' }),
    job({ title: 'rich', createdAt: new Date('2024-12-01'), salary: '₹8 LPA' }),
    job({ title: 'unknown-old', createdAt: new Date('2024-11-01'), salary: 'As discussed' }),
  ]

  it('orders by creation date', () => {
    expect(titles(sortJobs(dated, 'newest'))).toEqual([
      'newest',
      'middle',
      'oldest',
      'rich',
      'unknown-old',
    ])
    expect(titles(sortJobs(dated, 'oldest'))).toEqual([
      'unknown-old',
      'rich',
      'oldest',
      'middle',
      'newest',
    ])
  })

  it('orders by parsed salary with unreadable salaries last (newest first among them)', () => {
    expect(titles(sortJobs(dated, 'salary-high'))).toEqual([
      'rich',
      'oldest',
      'middle',
      'newest',
      'unknown-old',
    ])
    expect(titles(sortJobs(dated, 'salary-low'))).toEqual([
      'middle',
      'oldest',
      'rich',
      'newest',
      'unknown-old',
    ])
  })

  it('does not change its input', () => {
    const before = titles(dated)
    sortJobs(dated, 'salary-low')
    expect(titles(dated)).toEqual(before)
  })
})

describe('queryJobs and isFiltered', () => {
  it('filters, then sorts', () => {
    const result = queryJobs(jobs, query({ department: 'Sales', sort: 'oldest' }))
    expect(result.every((j) => j.department === 'Sales')).toBe(true)
    expect(result).toHaveLength(2)
  })

  it('knows when the list is narrowed', () => {
    expect(isFiltered(DEFAULT_JOB_QUERY)).toBe(false)
    expect(isFiltered(query({ sort: 'salary-high' }))).toBe(false)
    expect(isFiltered(query({ search: 'dev' }))).toBe(true)
    expect(isFiltered(query({ location: 'Jaipur' }))).toBe(true)
  })
})
