// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Job } from '@/lib/catalog/catalog'
import { ALL, JOB_DEPARTMENTS, JOB_EXPERIENCE, JOB_LOCATIONS, JOB_TYPES } from './careers-content'
import {
  DEFAULT_JOB_QUERY,
  filterJobs,
  isFiltered,
  openJobs,
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

/**
 * The positions the site advertises (the local stack's seed), with what the filters and the sort
 * read of them. Written out, expected orders included, so that a change in how a filter matches
 * or how pay is ranked fails here rather than in a browser.
 */
const board = [
  [
    'Frontend Developer (React)',
    'Engineering',
    'Jaipur',
    'Full-time',
    '1-2 years',
    '₹4-6 LPA',
    '2026-11-18T10:00:00Z',
  ],
  [
    'Software Engineering Intern',
    'Engineering',
    'Jaipur, Rajasthan',
    'Internship',
    '0-1 years',
    '₹15,000/month',
    '2026-11-12T09:15:00Z',
  ],
  [
    'Digital Marketing Executive',
    'Marketing',
    'Jaipur',
    'Full-time',
    '0-2 years',
    '₹3-4.5 LPA',
    '2026-11-05T11:30:00Z',
  ],
  [
    'Content and Social Media Intern',
    'Marketing',
    'Jaipur',
    'Internship',
    '0-1 years',
    '₹10,000/month',
    '2026-10-28T14:00:00Z',
  ],
  [
    'Sales Executive – Kirana Accounts',
    'Sales',
    'Jaipur',
    'Full-time',
    '1-2 years',
    '₹3.5 LPA',
    '2026-11-15T08:45:00Z',
  ],
  [
    'Inside Sales Associate – Bulk Buyers',
    'Sales',
    'Jaipur, Rajasthan',
    'Full-time',
    '0-2 years',
    'As per industry standards',
    '2026-10-21T10:20:00Z',
  ],
  [
    'HR Executive',
    'Human Resources',
    'Jaipur',
    'Full-time',
    '1-2 years',
    '₹3-4 LPA',
    '2026-11-08T12:10:00Z',
  ],
  [
    'Accounts Executive',
    'Finance',
    'Jaipur',
    'Full-time',
    '0-2 years',
    '₹2.8-3.6 LPA',
    '2026-10-30T09:40:00Z',
  ],
  [
    'Warehouse Supervisor',
    'Operations',
    'Kota, Rajasthan',
    'Full-time',
    '1-2 years',
    '₹3.2-4.2 LPA',
    '2026-11-20T07:30:00Z',
  ],
  [
    'Supply Chain Intern',
    'Operations',
    'Jaipur',
    'Internship',
    '0-1 years',
    '₹12,000/month',
    '2026-10-25T13:05:00Z',
  ],
].map(([title, department, location, type, experience, salary, created]) =>
  job({ title, department, location, type, experience, salary, createdAt: new Date(created!) }),
)

/** The board's titles, newest first: the page's default order. */
const NEWEST = [
  'Warehouse Supervisor',
  'Frontend Developer (React)',
  'Sales Executive – Kirana Accounts',
  'Software Engineering Intern',
  'HR Executive',
  'Digital Marketing Executive',
  'Accounts Executive',
  'Content and Social Media Intern',
  'Supply Chain Intern',
  'Inside Sales Associate – Bulk Buyers',
]

describe('the advertised positions, queried as the Careers page does', () => {
  const shown = (overrides: Partial<JobQuery>) => titles(queryJobs(board, query(overrides)))

  it('lists every position newest first by default, and oldest first on request', () => {
    expect(shown({})).toEqual(NEWEST)
    expect(shown({ sort: 'oldest' })).toEqual([...NEWEST].reverse())
  })

  it('finds titles by case-insensitive substring', () => {
    expect(shown({ search: 'INTERN' })).toEqual([
      'Software Engineering Intern',
      'Content and Social Media Intern',
      'Supply Chain Intern',
    ])
  })

  // Every option each <select> offers, with the positions it keeps (exact matches, newest first).
  it.each([
    ['department', 'Engineering', ['Frontend Developer (React)', 'Software Engineering Intern']],
    ['department', 'Marketing', ['Digital Marketing Executive', 'Content and Social Media Intern']],
    [
      'department',
      'Sales',
      ['Sales Executive – Kirana Accounts', 'Inside Sales Associate – Bulk Buyers'],
    ],
    ['department', 'Human Resources', ['HR Executive']],
    ['department', 'Finance', ['Accounts Executive']],
    ['department', 'Operations', ['Warehouse Supervisor', 'Supply Chain Intern']],
    ['type', 'Full-time', NEWEST.filter((title) => !title.endsWith('Intern'))],
    [
      'type',
      'Internship',
      ['Software Engineering Intern', 'Content and Social Media Intern', 'Supply Chain Intern'],
    ],
    [
      'experience',
      '0-1 years',
      ['Software Engineering Intern', 'Content and Social Media Intern', 'Supply Chain Intern'],
    ],
    [
      'experience',
      '0-2 years',
      ['Digital Marketing Executive', 'Accounts Executive', 'Inside Sales Associate – Bulk Buyers'],
    ],
    [
      'experience',
      '1-2 years',
      [
        'Warehouse Supervisor',
        'Frontend Developer (React)',
        'Sales Executive – Kirana Accounts',
        'HR Executive',
      ],
    ],
  ] as const)('the %s filter set to %s keeps %j', (key, value, expected) => {
    expect(shown({ [key]: value })).toEqual(expected)
    expect(shown({ [key]: ALL })).toEqual(NEWEST)
  })

  it('offers exactly the values the filters above were checked with', () => {
    expect(JOB_DEPARTMENTS).toEqual([
      'Engineering',
      'Marketing',
      'Sales',
      'Human Resources',
      'Finance',
      'Operations',
    ])
    expect(JOB_TYPES).toEqual(['Full-time', 'Internship'])
    expect(JOB_EXPERIENCE).toEqual(['0-1 years', '0-2 years', '1-2 years'])
    expect(JOB_LOCATIONS).toEqual(['Jaipur'])
  })

  it('finds "Jaipur, Rajasthan" by Jaipur and leaves Kota out', () => {
    expect(shown({ location: 'Jaipur' })).toEqual(
      NEWEST.filter((title) => title !== 'Warehouse Supervisor'),
    )
  })

  it('combines filters', () => {
    expect(shown({ department: 'Engineering', type: 'Internship' })).toEqual([
      'Software Engineering Intern',
    ])
    expect(shown({ search: 'astronaut', department: 'Finance' })).toEqual([])
  })

  // Annual pay, ranges at their midpoint (salary.ts): ₹4-6 LPA = 5 L, ₹3-4.5 LPA = 3.75 L,
  // ₹3.2-4.2 LPA = 3.7 L, ₹3.5 LPA and ₹3-4 LPA = 3.5 L (newer first), ₹2.8-3.6 LPA = 3.2 L,
  // ₹15,000/month = 1.8 L, ₹12,000/month = 1.44 L, ₹10,000/month = 1.2 L; unreadable last.
  it('ranks by pay, highest first: equal pay newest first, unreadable pay last', () => {
    expect(shown({ sort: 'salary-high' })).toEqual([
      'Frontend Developer (React)',
      'Digital Marketing Executive',
      'Warehouse Supervisor',
      'Sales Executive – Kirana Accounts',
      'HR Executive',
      'Accounts Executive',
      'Software Engineering Intern',
      'Supply Chain Intern',
      'Content and Social Media Intern',
      'Inside Sales Associate – Bulk Buyers',
    ])
  })

  it('ranks by pay, lowest first: equal pay still newest first, unreadable pay still last', () => {
    expect(shown({ sort: 'salary-low' })).toEqual([
      'Content and Social Media Intern',
      'Supply Chain Intern',
      'Software Engineering Intern',
      'Accounts Executive',
      'Sales Executive – Kirana Accounts',
      'HR Executive',
      'Warehouse Supervisor',
      'Digital Marketing Executive',
      'Frontend Developer (React)',
      'Inside Sales Associate – Bulk Buyers',
    ])
  })
})

describe('openJobs', () => {
  it('leaves out the openings staff closed, and keeps those that do not say', () => {
    const open = job({ title: 'Open', open: true })
    const unsaid = job({ title: 'Unsaid' })
    const closed = job({ title: 'Closed', open: false })
    expect(openJobs([open, closed, unsaid])).toEqual([open, unsaid])
  })
})
