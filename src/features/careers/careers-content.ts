/**
 * The Careers page's copy and the job filter and sort options. The
 * option values are compared with the stored job fields, so they are written exactly as stored;
 * `jobOptionLabel` gives the words an option is shown with.
 */
import { plural, t } from '@/lib/i18n/macro'

/** The value of every filter that means "no filter" ('All' or empty). */
export const ALL = 'All'

export const JOB_DEPARTMENTS = [
  'Engineering',
  'Marketing',
  'Sales',
  'Human Resources',
  'Finance',
  'Operations',
] as const
export const JOB_TYPES = ['Full-time', 'Internship'] as const
export const JOB_EXPERIENCE = ['0-1 years', '0-2 years', '1-2 years'] as const
export const JOB_LOCATIONS = ['Jaipur'] as const
type JobOptionValue = (
  typeof JOB_DEPARTMENTS | typeof JOB_TYPES | typeof JOB_EXPERIENCE | typeof JOB_LOCATIONS
)[number]

export const JOB_SORTS = [
  {
    value: 'newest',
    get label() {
      return t`Newest first`
    },
  },
  {
    value: 'oldest',
    get label() {
      return t`Oldest first`
    },
  },
  {
    value: 'salary-high',
    get label() {
      return t`Highest salary`
    },
  },
  {
    value: 'salary-low',
    get label() {
      return t`Lowest salary`
    },
  },
] as const
export type JobSort = (typeof JOB_SORTS)[number]['value']

/** The words a filter option is shown with: the stored value, in the page's language. */
export function jobOptionLabel(value: string): string {
  const labels: Record<JobOptionValue, string> = {
    Engineering: t`Engineering`,
    Marketing: t`Marketing`,
    Sales: t`Sales`,
    'Human Resources': t`Human Resources`,
    Finance: t`Finance`,
    Operations: t`Operations`,
    'Full-time': t`Full-time`,
    Internship: t`Internship`,
    '0-1 years': t`0-1 years`,
    '0-2 years': t`0-2 years`,
    '1-2 years': t`1-2 years`,
    Jaipur: t`Jaipur`,
  }
  return Object.hasOwn(labels, value) ? labels[value as JobOptionValue] : value
}

/** The sort named by a <select> value; anything unknown falls back to newest first. */
export function toJobSort(value: string): JobSort {
  return JOB_SORTS.find((sort) => sort.value === value)?.value ?? 'newest'
}

export const careersCopy = {
  get metaTitle() {
    return t`Careers`
  },
  get metaDescription() {
    return t`Open positions at Sunehri Fasal Traders in Jaipur: engineering, sales, marketing, operations, finance and HR roles and internships.`
  },
  get eyebrow() {
    return t`Join our team`
  },
  get title() {
    return t`Careers`
  },
  get intro() {
    return t`We trade pulses, grains and sugar with thousands of businesses across India. Help us build a fairer, faster supply chain from farm to warehouse.`
  },
  get listHeading() {
    return t`Open positions`
  },
  /** Names the search and filter controls as a whole. */
  get filtersLabel() {
    return t`Filter open positions`
  },
  get searchLabel() {
    return t`Search job titles`
  },
  get searchPlaceholder() {
    return t`e.g. Sales Executive`
  },
  get departmentLabel() {
    return t`Department`
  },
  get typeLabel() {
    return t`Job type`
  },
  get experienceLabel() {
    return t`Experience`
  },
  get locationLabel() {
    return t`Location`
  },
  get sortLabel() {
    return t`Sort by`
  },
  get allOption() {
    return t`All`
  },
  get resetFilters() {
    return t`Reset filters`
  },
  get loading() {
    return t`Loading open positions…`
  },
  get loadError() {
    return t`We could not load the open positions.`
  },
  get retry() {
    return t`Try again`
  },
  get noJobs() {
    return t`There are no open positions right now. Please check back soon.`
  },
  get noMatches() {
    return t`No positions match your search and filters.`
  },
  get noMatchesHint() {
    return t`Try a different title or clear the filters to see every opening.`
  },
  count: (shown: number, total: number) =>
    shown === total
      ? plural(total, { one: '# open position', other: '# open positions' })
      : t`Showing ${shown} of ${total} positions`,
  get viewDetails() {
    return t`View details`
  },
  get applyNow() {
    return t`Apply now`
  },
  /** "Posted 4 Mar 2025": the date is the `<time>` tag's words. */
  postedOn: (date: string) => t`Posted <time>${date}</time>`,
  get salary() {
    return t`Salary`
  },
  get duration() {
    return t`Duration`
  },
  get reportingTo() {
    return t`Reporting to`
  },
  get aboutRole() {
    return t`About the role`
  },
  get responsibilities() {
    return t`Responsibilities`
  },
  get requirements() {
    return t`Requirements`
  },
  applyTitle: (jobTitle: string) => t`Apply for ${jobTitle}`,
  get applyDescription() {
    return t`Share a link to your CV and we will get back to you.`
  },
  get submit() {
    return t`Submit application`
  },
  get submitting() {
    return t`Submitting…`
  },
  get close() {
    return t`Close`
  },
} as const

export const applicationCopy = {
  get success() {
    return t`Your application has been submitted successfully!`
  },
  get failure() {
    return t`Failed to submit application. Please try again later.`
  },
  get name() {
    return t`Full name`
  },
  get email() {
    return t`Email`
  },
  get phone() {
    return t`Phone number`
  },
  get cvLink() {
    return t`Link to your CV`
  },
  cvLinkPlaceholder: 'https://',
  get cvLinkHint() {
    return t`A shareable link that starts with https:// (Google Drive, Dropbox, your website…)`
  },
  get message() {
    return t`Message (optional)`
  },
  errors: {
    get name() {
      return t`Please enter your name.`
    },
    get email() {
      return t`Please enter a valid email address.`
    },
    get phone() {
      return t`Please enter a valid phone number.`
    },
    get cvLink() {
      return t`Please enter a link that starts with http:// or https://.`
    },
    get tooLong() {
      return t`This is too long.`
    },
  },
} as const
