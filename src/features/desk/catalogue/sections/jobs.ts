/** Job openings: the fields /jobs shows, and whether the opening is open. */
import { z } from 'zod/mini'
import { catalogueCopy } from '@/features/desk/catalogue/catalogue-content'
import { isoDate, lines, optional, text } from '@/features/desk/catalogue/record-fields'
import type { DeskDocument } from '@/lib/catalog/desk-catalog'
import { CATALOGUE_LIMITS } from '@/lib/desk-schema'
import {
  documentsOf,
  linesOf,
  newestFirst,
  textOf,
  today,
  usedValues,
  type DeskContext,
  type FieldSpec,
  type SectionSpec,
} from './section'

const limits = CATALOGUE_LIMITS.jobListings
const { fields: label, hints, jobs: words } = catalogueCopy

/** A job's own number (its `id` field), when it has a usable one. */
function jobNumber(doc: DeskDocument): number | null {
  const id = doc.data.id
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 ? id : null
}

/** The number a new job takes: one more than the highest so far. */
export function nextJobNumber(jobs: readonly DeskDocument[]): number {
  return Math.max(0, ...jobs.map((doc) => jobNumber(doc) ?? 0)) + 1
}

/** Whether a stored job is open: only one closed by staff (open: false) is not. */
export const isOpen = (data: Record<string, unknown>) => data.open !== false

/** The values the listings already use for `key`, so a new one matches /jobs' filters. */
const used = (context: DeskContext, key: string) =>
  usedValues(documentsOf(context, 'jobListings'), key)

const short = (
  name: string,
  fieldLabel: string,
  context: DeskContext,
  hint?: string,
): FieldSpec => ({
  name,
  label: fieldLabel,
  kind: 'text',
  hint,
  suggestions: used(context, name),
})

const jobForm = z.object({
  title: text(limits.title),
  department: text(limits.department),
  location: text(limits.location),
  type: text(limits.type),
  experience: text(limits.experience),
  salary: text(limits.salary),
  postedDate: isoDate,
  duration: optional(limits.duration),
  reportingTo: optional(limits.reportingTo),
  description: text(limits.description),
  responsibilities: lines(limits.responsibilities),
  requirements: lines(limits.requirements),
})

export const jobsSection: SectionSpec<'jobListings'> = {
  key: 'jobListings',
  uses: [],
  fields: (context) => [
    { name: 'title', label: label.title, kind: 'text', wide: true },
    short('department', label.department, context),
    short('location', label.location, context),
    short('type', label.type, context),
    short('experience', label.experience, context),
    short('salary', label.salary, context, hints.salary),
    { name: 'postedDate', label: label.postedDate, kind: 'date' },
    short('duration', label.duration, context, hints.duration),
    short('reportingTo', label.reportingTo, context),
    {
      name: 'description',
      label: label.description,
      kind: 'textarea',
      limit: limits.description,
      wide: true,
    },
    {
      name: 'responsibilities',
      label: label.responsibilities,
      kind: 'lines',
      hint: hints.lines(limits.responsibilities[0]),
      wide: true,
    },
    {
      name: 'requirements',
      label: label.requirements,
      kind: 'lines',
      hint: hints.lines(limits.requirements[0]),
      wide: true,
    },
  ],
  values: (data) => ({
    title: textOf(data, 'title'),
    department: textOf(data, 'department'),
    location: textOf(data, 'location'),
    type: textOf(data, 'type'),
    experience: textOf(data, 'experience'),
    salary: textOf(data, 'salary'),
    postedDate: data ? textOf(data, 'postedDate') : today(),
    duration: textOf(data, 'duration'),
    reportingTo: textOf(data, 'reportingTo'),
    description: textOf(data, 'description'),
    responsibilities: linesOf(data, 'responsibilities'),
    requirements: linesOf(data, 'requirements'),
  }),
  schema: (context, existing) =>
    z.pipe(
      jobForm,
      z.transform((form) => ({
        ...form,
        // A job keeps its number and whether it is open; a new one is numbered next, and open.
        id: (existing && jobNumber(existing)) ?? nextJobNumber(documentsOf(context, 'jobListings')),
        open: existing ? isOpen(existing.data) : true,
      })),
    ),
  summary: (data) => ({
    title: textOf(data, 'title'),
    facts: [
      [textOf(data, 'department'), textOf(data, 'location'), textOf(data, 'type')]
        .filter(Boolean)
        .join(' · '),
      textOf(data, 'postedDate'),
    ],
    badges: isOpen(data) ? [] : [words.closedBadge],
  }),
  compare: newestFirst,
}
