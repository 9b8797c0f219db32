import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Job } from '@/lib/catalog/catalog'
import { useCatalog, type CatalogState } from '@/lib/catalog/catalog-store'
import { supportModalDialogs } from '@/test/dialog'
import { ALL, careersCopy as copy, JOB_SORTS } from './careers-content'
import { JobsPage } from './jobs-page'

vi.mock('@/lib/catalog/catalog-store', async (original) => ({
  ...(await original<typeof import('@/lib/catalog/catalog-store')>()),
  useCatalog: vi.fn(),
}))
// The application form has tests of its own (application-form.test.tsx); here it only has to open.
vi.mock('./application-dialog', () => ({
  preloadApplicationForm: () => {},
  ApplicationDialog: ({ job }: { job: Job | null }) =>
    job ? <p data-testid="application">{copy.applyTitle(job.title)}</p> : null,
}))

supportModalDialogs()
const catalog = vi.mocked(useCatalog)

let next = 0
function job(title: string, overrides: Partial<Job>): Job {
  next += 1
  return {
    docId: `job-${next}`,
    id: next,
    title,
    department: 'Sales',
    location: 'Jaipur',
    type: 'Full-time',
    experience: '1-2 years',
    postedDate: '2026-11-01',
    salary: '₹3.5 LPA',
    description: `What the ${title} does.`,
    requirements: [],
    responsibilities: [],
    createdAt: new Date('2026-11-01'),
    ...overrides,
  }
}

// Stored in no particular order: the page shows them newest first.
const jobs = [
  job('Accounts Executive', { department: 'Finance', createdAt: new Date('2026-10-30') }),
  job('Software Engineering Intern', {
    department: 'Engineering',
    type: 'Internship',
    location: 'Jaipur, Rajasthan',
    createdAt: new Date('2026-11-12'),
  }),
  job('Warehouse Supervisor', {
    department: 'Operations',
    location: 'Kota, Rajasthan',
    createdAt: new Date('2026-11-20'),
  }),
  job('Supply Chain Intern', {
    department: 'Operations',
    type: 'Internship',
    createdAt: new Date('2026-10-25'),
  }),
]
const NEWEST = [
  'Warehouse Supervisor',
  'Software Engineering Intern',
  'Accounts Executive',
  'Supply Chain Intern',
]

function show(state: CatalogState<Job>) {
  const retry = vi.fn()
  catalog.mockReturnValue({ ...state, retry } as unknown as ReturnType<typeof useCatalog>)
  render(
    <MemoryRouter>
      <JobsPage />
    </MemoryRouter>,
  )
  return { retry, user: userEvent.setup() }
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: copy.listHeading }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
const filters = () => within(screen.getByRole('search', { name: copy.filtersLabel }))
/** The count above the list, announced politely as it changes. */
const count = () => screen.getByRole('status')

describe('JobsPage', () => {
  beforeEach(() => {
    catalog.mockReset()
  })

  it('lists the open positions newest first, with how many there are', () => {
    show({ status: 'ready', items: jobs })
    expect(shownTitles()).toEqual(NEWEST)
    expect(count()).toHaveTextContent(copy.count(jobs.length, jobs.length))
  })

  it('leaves the openings staff closed off the list and out of the count', () => {
    const closed = job('Closed Role', { open: false, createdAt: new Date('2026-11-30') })
    show({ status: 'ready', items: [...jobs, closed] })
    expect(shownTitles()).toEqual(NEWEST)
    expect(count()).toHaveTextContent(copy.count(jobs.length, jobs.length))
  })

  it('narrows the list as the search and the filters change, saying how many of all are shown', async () => {
    const { user } = show({ status: 'ready', items: jobs })
    await user.type(filters().getByLabelText(copy.searchLabel), 'INTERN')
    expect(shownTitles()).toEqual(['Software Engineering Intern', 'Supply Chain Intern'])
    expect(count()).toHaveTextContent(copy.count(2, jobs.length))

    await user.selectOptions(filters().getByLabelText(copy.departmentLabel), 'Operations')
    expect(shownTitles()).toEqual(['Supply Chain Intern'])

    await user.clear(filters().getByLabelText(copy.searchLabel))
    await user.selectOptions(filters().getByLabelText(copy.departmentLabel), ALL)
    // "Jaipur, Rajasthan" is in Jaipur; Kota is not.
    await user.selectOptions(filters().getByLabelText(copy.locationLabel), 'Jaipur')
    expect(shownTitles()).toEqual([
      'Software Engineering Intern',
      'Accounts Executive',
      'Supply Chain Intern',
    ])
    await user.selectOptions(filters().getByLabelText(copy.typeLabel), 'Internship')
    expect(shownTitles()).toEqual(['Software Engineering Intern', 'Supply Chain Intern'])
  })

  it('orders the list by the chosen sort', async () => {
    const { user } = show({ status: 'ready', items: jobs })
    const sort = filters().getByLabelText(copy.sortLabel)
    const label = (value: (typeof JOB_SORTS)[number]['value']) =>
      JOB_SORTS.find((option) => option.value === value)!.label
    await user.selectOptions(sort, label('oldest'))
    expect(shownTitles()).toEqual([...NEWEST].reverse())
    await user.selectOptions(sort, label('newest'))
    expect(shownTitles()).toEqual(NEWEST)
  })

  it('says so when nothing matches, and its Reset filters brings every position back', async () => {
    const { user } = show({ status: 'ready', items: jobs })
    await user.type(filters().getByLabelText(copy.searchLabel), 'astronaut')
    await user.selectOptions(filters().getByLabelText(copy.departmentLabel), 'Finance')
    expect(screen.getByText(copy.noMatches)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: copy.listHeading })).not.toBeInTheDocument()
    expect(count()).toHaveTextContent(copy.count(0, jobs.length))

    // The empty state's own button (the toolbar has one too, before it).
    const resets = screen.getAllByRole('button', { name: copy.resetFilters })
    expect(resets).toHaveLength(2)
    await user.click(resets[1]!)
    expect(shownTitles()).toEqual(NEWEST)
    expect(filters().getByLabelText(copy.searchLabel)).toHaveValue('')
    expect(filters().getByLabelText(copy.departmentLabel)).toHaveValue(ALL)
    expect(screen.queryByText(copy.noMatches)).not.toBeInTheDocument()
  })

  it('says when there are no openings at all', () => {
    show({ status: 'ready', items: [] })
    expect(screen.getByText(copy.noJobs)).toBeInTheDocument()
  })

  it('says Loading while the positions are read', () => {
    show({ status: 'loading', items: [] })
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading)
  })

  it('says so when the positions could not be read, and Try again reads them again', async () => {
    const { retry, user } = show({ status: 'error', items: [] })
    expect(screen.getByRole('alert')).toHaveTextContent(copy.loadError)
    await user.click(screen.getByRole('button', { name: copy.retry }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('opens a job’s details from its card, and Apply now there swaps them for the application', async () => {
    const { user } = show({ status: 'ready', items: jobs })
    const card = screen.getByRole('article', { name: 'Accounts Executive' })
    await user.click(within(card).getByRole('button', { name: new RegExp(copy.viewDetails) }))
    // Each modal's code arrives when it first opens.
    const details = await screen.findByRole('dialog', { name: 'Accounts Executive' })
    await user.click(within(details).getByRole('button', { name: copy.applyNow }))
    expect(screen.queryByRole('dialog', { name: 'Accounts Executive' })).not.toBeInTheDocument()
    expect(await screen.findByTestId('application')).toHaveTextContent(
      copy.applyTitle('Accounts Executive'),
    )
  })
})
