/**
 * The Careers page's copy and the job filter and sort options. The
 * option values are compared with the stored job fields, so they are written exactly as stored.
 */

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

export const JOB_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'salary-high', label: 'Highest salary' },
  { value: 'salary-low', label: 'Lowest salary' },
] as const
export type JobSort = (typeof JOB_SORTS)[number]['value']

/** The sort named by a <select> value; anything unknown falls back to newest first. */
export function toJobSort(value: string): JobSort {
  return JOB_SORTS.find((sort) => sort.value === value)?.value ?? 'newest'
}

export const careersCopy = {
  metaTitle: 'Careers',
  metaDescription:
    'Open positions at Sunehri Fasal Traders in Jaipur: engineering, sales, marketing, operations, finance and HR roles and internships.',
  eyebrow: 'Join our team',
  title: 'Careers',
  intro:
    'We trade pulses, grains and sugar with thousands of businesses across India. Help us build a fairer, faster supply chain from farm to warehouse.',
  listHeading: 'Open positions',
  /** Names the search and filter controls as a whole. */
  filtersLabel: 'Filter open positions',
  searchLabel: 'Search job titles',
  searchPlaceholder: 'e.g. Sales Executive',
  departmentLabel: 'Department',
  typeLabel: 'Job type',
  experienceLabel: 'Experience',
  locationLabel: 'Location',
  sortLabel: 'Sort by',
  allOption: 'All',
  resetFilters: 'Reset filters',
  loading: 'Loading open positions…',
  loadError: 'We could not load the open positions.',
  retry: 'Try again',
  noJobs: 'There are no open positions right now. Please check back soon.',
  noMatches: 'No positions match your search and filters.',
  noMatchesHint: 'Try a different title or clear the filters to see every opening.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} open ${total === 1 ? 'position' : 'positions'}`
      : `Showing ${shown} of ${total} positions`,
  viewDetails: 'View details',
  applyNow: 'Apply now',
  posted: 'Posted',
  salary: 'Salary',
  duration: 'Duration',
  reportingTo: 'Reporting to',
  aboutRole: 'About the role',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  applyTitle: (jobTitle: string) => `Apply for ${jobTitle}`,
  applyDescription: 'Share a link to your CV and we will get back to you.',
  submit: 'Submit application',
  submitting: 'Submitting…',
  close: 'Close',
} as const

export const applicationCopy = {
  success: 'Your application has been submitted successfully!',
  failure: 'Failed to submit application. Please try again later.',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  cvLink: 'Link to your CV',
  cvLinkPlaceholder: 'https://',
  cvLinkHint: 'A shareable link that starts with https:// (Google Drive, Dropbox, your website…)',
  message: 'Message (optional)',
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    cvLink: 'Please enter a link that starts with http:// or https://.',
    tooLong: 'This is too long.',
  },
} as const
