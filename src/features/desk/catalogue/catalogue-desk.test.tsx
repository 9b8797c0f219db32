import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { DeskCollection, DeskDocument } from '@/lib/catalog/desk-catalog'
import { supportModalDialogs } from '@/test/dialog'
import { renderPage } from '@/test/render-page'
import { catalogueCopy as copy } from './catalogue-content'
import { CatalogueDesk } from './catalogue-desk'

const lib = vi.hoisted(() => ({
  read: vi.fn<(key: DeskCollection) => Promise<DeskDocument[]>>(),
  create: vi.fn<(key: DeskCollection, record: object) => Promise<string>>(),
  update: vi.fn<(key: DeskCollection, id: string, record: object) => Promise<void>>(),
  remove: vi.fn<(key: DeskCollection, id: string) => Promise<void>>(),
  setJobOpen: vi.fn<(id: string, open: boolean) => Promise<void>>(),
}))
// The desk's data layer, but its reads and writes: which records the site shows and how a failure
// is told are its own.
vi.mock('@/lib/catalog/desk-catalog', async (original) => ({
  ...(await original<typeof import('@/lib/catalog/desk-catalog')>()),
  readDeskCollection: lib.read,
  createDeskRecord: lib.create,
  updateDeskRecord: lib.update,
  removeDeskRecord: lib.remove,
  setJobOpen: lib.setJobOpen,
}))
vi.mock('@/lib/session/staff', () => ({ staffUid: () => 'desk-uid' }))

supportModalDialogs()

const job = (id: number, title: string, extra: Record<string, unknown> = {}): DeskDocument => ({
  id: `job-${id}`,
  data: {
    id,
    title,
    department: 'Sales',
    location: 'Jaipur',
    type: 'Full-time',
    experience: '1-2 years',
    postedDate: '2026-11-01',
    salary: '₹3.5 LPA',
    description: 'Sells.',
    requirements: [],
    responsibilities: [],
    createdAt: new Date(`2026-11-${String(id - 100).padStart(2, '0')}T10:00:00Z`),
    ...extra,
  },
})
const stored: Partial<Record<DeskCollection, DeskDocument[]>> = {
  jobListings: [job(101, 'Sales Executive'), job(105, 'Accounts Intern', { open: false })],
  products: [
    {
      id: 'bura',
      data: { product: 'Bura', hindiName: 'बूरा', image: '/images/products/bura.svg', prices: {} },
    },
    { id: 'odd', data: { product: 'Odd Dal', image: '/images/products/odd.svg' } },
  ],
}

const refusal = () => Object.assign(new Error('denied'), { code: 'permission-denied' })

beforeEach(() => {
  lib.read.mockReset().mockImplementation((key) => Promise.resolve(stored[key] ?? []))
  lib.create.mockReset().mockResolvedValue('new-job')
  lib.update.mockReset().mockResolvedValue()
  lib.remove.mockReset().mockResolvedValue()
  lib.setJobOpen.mockReset().mockResolvedValue()
})

function openAt(section: string) {
  renderPage(`${paths.deskCatalogue}?section=${section}`, <CatalogueDesk />)
  return userEvent.setup()
}

const list = (name: string) => screen.findByRole('list', { name })
const dialog = () => screen.getByRole('dialog')
const field = (label: string) => within(dialog()).getByLabelText(label)
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const f = copy.fields
const jobsTitle = copy.sections.jobListings.title

describe('CatalogueDesk', () => {
  it('offers every section, marks the one shown, and starts at Products', async () => {
    renderPage(paths.deskCatalogue, <CatalogueDesk />)
    const nav = screen.getByRole('navigation', { name: copy.navLabel })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(
      Object.values(copy.sections).map((section) => section.title),
    )
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await list('Products')).toBeInTheDocument()
    expect(lib.read).toHaveBeenCalledWith('products')
  })

  it('marks a record the site would leave out', async () => {
    openAt('products')
    const rows = within(await list('Products')).getAllByRole('listitem')
    expect(within(rows[0]!).queryByText(copy.hiddenBadge)).toBeNull()
    expect(within(rows[1]!).getByText(copy.hiddenBadge)).toBeInTheDocument()
  })

  it('edits a product’s Hindi name beside its other names, typed in Hindi, and shows it in the list', async () => {
    const user = openAt('products')
    const products = await list('Products')
    const [bura] = within(products).getAllByRole('listitem')
    expect(within(bura!).getByText('बूरा')).toHaveAttribute('lang', 'hi')
    await user.click(within(products).getByRole('button', { name: 'Edit: Bura' }))
    const hindi = field(f.hindiName)
    expect(hindi).toHaveValue('बूरा')
    expect(hindi).toHaveAttribute('lang', 'hi')
    // Right before the names traders search for it by.
    const names = within(dialog())
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('name'))
    expect(names.indexOf('aliases') - names.indexOf('hindiName')).toBe(1)

    type(f.hindiName, 'Bura')
    await user.click(within(dialog()).getByRole('button', { name: copy.save }))
    expect(hindi).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(copy.errors.hindiName)
    expect(lib.update).not.toHaveBeenCalled()

    type(f.hindiName, ' बूरा चीनी ')
    await user.click(within(dialog()).getByRole('button', { name: copy.save }))
    expect(await screen.findByText(copy.saved('Bura'))).toBeInTheDocument()
    expect(lib.update).toHaveBeenCalledWith(
      'products',
      'bura',
      expect.objectContaining({ product: 'Bura', hindiName: 'बूरा चीनी' }),
    )
  })

  it('adds a job: Add job, the fields /jobs shows, Save, then Saved and the list read again', async () => {
    const user = openAt('jobs')
    await list(jobsTitle)
    await user.click(screen.getByRole('button', { name: 'Add job' }))
    expect(dialog()).toHaveAccessibleName('Add job')
    type(f.title, 'Warehouse Assistant')
    type(f.department, 'Operations')
    type(f.location, 'Jaipur')
    type(f.type, 'Full-time')
    type(f.experience, '0-1 years')
    type(f.salary, '₹2.4 LPA')
    type(f.postedDate, '2026-11-27')
    type(f.description, 'Receives and dispatches stock.')
    type(f.requirements, 'Can lift 30 kg\n\nReads Hindi ')
    await user.click(within(dialog()).getByRole('button', { name: copy.save }))

    expect(await screen.findByText(copy.saved('Warehouse Assistant'))).toBeInTheDocument()
    expect(lib.create).toHaveBeenCalledWith('jobListings', {
      id: 106,
      title: 'Warehouse Assistant',
      department: 'Operations',
      location: 'Jaipur',
      type: 'Full-time',
      experience: '0-1 years',
      salary: '₹2.4 LPA',
      postedDate: '2026-11-27',
      duration: undefined,
      reportingTo: undefined,
      description: 'Receives and dispatches stock.',
      requirements: ['Can lift 30 kg', 'Reads Hindi'],
      responsibilities: [],
      open: true,
    })
    expect(screen.getByRole('status')).toHaveTextContent(copy.saved('Warehouse Assistant'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(lib.read).toHaveBeenCalledTimes(2))
  })

  it('says what is wrong with each field, and writes nothing', async () => {
    const user = openAt('jobs')
    await list(jobsTitle)
    await user.click(screen.getByRole('button', { name: 'Add job' }))
    type(f.postedDate, '')
    await user.click(within(dialog()).getByRole('button', { name: copy.save }))
    expect(field(f.title)).toHaveAttribute('aria-invalid', 'true')
    expect(field(f.title)).toHaveAccessibleDescription(copy.errors.required)
    expect(field(f.title)).toHaveFocus()
    expect(field(f.postedDate)).toHaveAccessibleDescription(copy.errors.date)
    expect(field(f.duration)).not.toHaveAttribute('aria-invalid')
    expect(lib.create).not.toHaveBeenCalled()
  })

  it('keeps what was typed when the save is refused, and says why', async () => {
    lib.update.mockRejectedValue(refusal())
    const user = openAt('jobs')
    await user.click(
      within(await list(jobsTitle)).getByRole('button', { name: 'Edit: Sales Executive' }),
    )
    expect(dialog()).toHaveAccessibleName(copy.editTitle('Sales Executive'))
    expect(field(f.title)).toHaveValue('Sales Executive')
    type(f.title, 'Senior Sales Executive')
    await user.click(within(dialog()).getByRole('button', { name: copy.save }))

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(copy.problems.refused)
    expect(field(f.title)).toHaveValue('Senior Sales Executive')
    expect(lib.update).toHaveBeenCalledWith(
      'jobListings',
      'job-101',
      expect.objectContaining({ id: 101, title: 'Senior Sales Executive', open: true }),
    )
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('')
  })

  it('removes a record only once asked and confirmed', async () => {
    const user = openAt('jobs')
    const jobs = await list(jobsTitle)
    await user.click(within(jobs).getByRole('button', { name: 'Remove: Sales Executive' }))
    expect(dialog()).toHaveAccessibleName(copy.confirmRemove.title('Sales Executive'))
    await user.click(within(dialog()).getByRole('button', { name: copy.cancel }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(lib.remove).not.toHaveBeenCalled()

    await user.click(within(jobs).getByRole('button', { name: 'Remove: Sales Executive' }))
    await user.click(within(dialog()).getByRole('button', { name: copy.confirmRemove.confirm }))
    expect(await screen.findByText(copy.removed('Sales Executive'))).toBeInTheDocument()
    expect(lib.remove).toHaveBeenCalledWith('jobListings', 'job-101')
  })

  it('says why a removal failed, and keeps the question open', async () => {
    lib.remove.mockRejectedValue(new Error('offline'))
    const user = openAt('jobs')
    await user.click(
      within(await list(jobsTitle)).getByRole('button', { name: 'Remove: Sales Executive' }),
    )
    await user.click(within(dialog()).getByRole('button', { name: copy.confirmRemove.confirm }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(copy.problems.failed)
  })

  it('closes an open opening and reopens a closed one from its row', async () => {
    const user = openAt('jobs')
    const jobs = await list(jobsTitle)
    // Newest first: the closed one was posted later.
    const [closed, open] = within(jobs).getAllByRole('listitem')
    expect(within(closed!).getByText(copy.jobs.closedBadge)).toBeInTheDocument()
    expect(within(open!).queryByText(copy.jobs.closedBadge)).toBeNull()

    await user.click(within(open!).getByRole('button', { name: 'Close opening: Sales Executive' }))
    expect(await screen.findByText(copy.jobs.closed('Sales Executive'))).toBeInTheDocument()
    expect(lib.setJobOpen).toHaveBeenCalledWith('job-101', false)

    await user.click(within(closed!).getByRole('button', { name: 'Reopen: Accounts Intern' }))
    expect(await screen.findByText(copy.jobs.reopened('Accounts Intern'))).toBeInTheDocument()
    expect(lib.setJobOpen).toHaveBeenLastCalledWith('job-105', true)
  })

  it('says so when closing an opening fails', async () => {
    lib.setJobOpen.mockRejectedValue(refusal())
    const user = openAt('jobs')
    await user.click(
      within(await list(jobsTitle)).getByRole('button', { name: 'Close opening: Sales Executive' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.problems.refused)
  })

  it('offers a list it could not read again', async () => {
    lib.read.mockRejectedValueOnce(new Error('offline'))
    const user = openAt('jobs')
    await user.click(await screen.findByRole('button', { name: copy.retry }))
    expect(await list(jobsTitle)).toBeInTheDocument()
  })

  it('lets a featured product choose only from the catalogue’s products', async () => {
    const user = openAt('featured')
    await screen.findByText(copy.sections.featuredProducts.empty)
    await user.click(screen.getByRole('button', { name: copy.sections.featuredProducts.add }))
    const choice = field(f.featuredProduct)
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([f.chooseProduct, 'Bura', 'Odd Dal'])
    await user.click(within(dialog()).getByRole('button', { name: copy.save }))
    expect(choice).toHaveAccessibleDescription(copy.errors.chooseProduct)
    expect(lib.read).toHaveBeenCalledWith('products')
  })
})
