/** Searching, filtering and sorting job listings. */
import type { Job } from '@/lib/catalog/catalog'
import { ALL, type JobSort } from './careers-content'
import { parseAnnualSalary } from './salary'

export interface JobQuery {
  /** Case-insensitive substring of the title. */
  search: string
  /** Exact match. */
  department: string
  /** Exact match. */
  type: string
  /** Exact match. */
  experience: string
  /** Case-insensitive substring of the location. */
  location: string
  sort: JobSort
}

export const DEFAULT_JOB_QUERY: JobQuery = {
  search: '',
  department: ALL,
  type: ALL,
  experience: ALL,
  location: ALL,
  sort: 'newest',
}

/** 'All' or empty (after trimming) means the filter is off. */
function active(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' || trimmed === ALL ? null : trimmed
}

function contains(haystack: string, needle: string | null): boolean {
  return needle === null || haystack.toLowerCase().includes(needle.toLowerCase())
}

function equals(value: string, wanted: string | null): boolean {
  return wanted === null || value === wanted
}

/** The openings /jobs lists: all but those staff closed (a job that does not say is open). */
export function openJobs(jobs: readonly Job[]): Job[] {
  return jobs.filter((job) => job.open !== false)
}

export function filterJobs(jobs: readonly Job[], query: JobQuery): Job[] {
  const search = active(query.search)
  const location = active(query.location)
  const department = active(query.department)
  const type = active(query.type)
  const experience = active(query.experience)
  return jobs.filter(
    (job) =>
      contains(job.title, search) &&
      contains(job.location, location) &&
      equals(job.department, department) &&
      equals(job.type, type) &&
      equals(job.experience, experience),
  )
}

const byNewest = (a: Job, b: Job) => b.createdAt.getTime() - a.createdAt.getTime()

/** Highest or lowest pay first; unreadable salaries always last, ties newest first. */
function bySalary(direction: 1 | -1) {
  return (a: Job, b: Job): number => {
    const pa = parseAnnualSalary(a.salary)
    const pb = parseAnnualSalary(b.salary)
    if (pa === null || pb === null) {
      if (pa === pb) return byNewest(a, b)
      return pa === null ? 1 : -1
    }
    return (pa - pb) * direction || byNewest(a, b)
  }
}

const comparators: Record<JobSort, (a: Job, b: Job) => number> = {
  newest: byNewest,
  oldest: (a, b) => -byNewest(a, b),
  'salary-high': bySalary(-1),
  'salary-low': bySalary(1),
}

/** A sorted copy; the input is left as it is. */
export function sortJobs(jobs: readonly Job[], sort: JobSort): Job[] {
  return [...jobs].sort(comparators[sort])
}

export function queryJobs(jobs: readonly Job[], query: JobQuery): Job[] {
  return sortJobs(filterJobs(jobs, query), query.sort)
}

/** Whether any search or filter narrows the list (sort alone does not). */
export function isFiltered(query: JobQuery): boolean {
  return [query.search, query.department, query.type, query.experience, query.location].some(
    (value) => active(value) !== null,
  )
}
