import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leadStatusLabels, quoteDecisionLabels } from '@/components/leads/leads-content'
import { paths } from '@/config/paths'
import type { readProductsForDesk } from '@/lib/catalog/desk-catalog'
import type {
  LeadBatch,
  LeadFilter,
  LeadSource,
  StatusCounts,
  countLeads,
  readOlderLeads,
} from '@/lib/leads/desk/inbox'
import type { DeskLead } from '@/lib/leads/desk/records'
import { SEARCH_LIMIT } from '@/lib/leads/lead-search'
import type { countUnsearchable, makeLeadsSearchable, searchLeads } from '@/lib/leads/desk/search'
import { formatIndianDateTime } from '@/lib/util/india-time'
import { TIME_LIMITS } from '@/lib/util/time-limit'
import { applicationLead, messageLead, orderLead } from '@/test/desk-leads'
import { stubMatchMedia } from '@/test/match-media'
import { DESK_MASOOR, DESK_SUGAR } from '@/test/quotes'
import { renderPage } from '@/test/render-page'
import {
  inboxCopy as copy,
  figuresCopy,
  languageMark,
  leadTypeLabels,
  notMailed,
  searchCopy,
} from './desk-leads-content'
import { LeadsInbox } from './leads-inbox'
import { INBOX_PAGE } from './use-leads-inbox'

interface Listener {
  onBatch: (batch: LeadBatch) => void
  onError: (error: unknown) => void
}

const lib = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  filters: [] as LeadFilter[],
  stops: 0,
  readOlderLeads: vi.fn<typeof readOlderLeads>(),
  countLeads: vi.fn<typeof countLeads>(),
}))

// The data layer as the inbox sees it: one source per collection (or per kind asked for), each
// listened to, its batches sent by the test.
vi.mock('@/lib/leads/desk/inbox', () => ({
  leadSources: (filter: LeadFilter): LeadSource[] => {
    lib.filters.push(filter)
    const keys =
      filter.type === 'all'
        ? ['orderRequests', 'contactMessages', 'jobApplications']
        : [filter.type]
    return keys.map((key) => ({
      key,
      kind: 'orderRequests',
      filter: { collection: 'orderRequests' },
      keep: () => true,
    }))
  },
  watchLeads: (source: LeadSource, onBatch: Listener['onBatch'], onError: Listener['onError']) => {
    lib.listeners.set(source.key, { onBatch, onError })
    return () => {
      lib.stops++
      lib.listeners.delete(source.key)
    }
  },
  readOlderLeads: lib.readOlderLeads,
  countLeads: lib.countLeads,
}))

const search = vi.hoisted(() => ({
  searchLeads: vi.fn<typeof searchLeads>(),
  countUnsearchable: vi.fn<typeof countUnsearchable>(),
  makeLeadsSearchable: vi.fn<typeof makeLeadsSearchable>(),
}))
vi.mock('@/lib/leads/desk/search', () => ({
  ...search,
  kindsOfType: (type: string) =>
    type === 'all'
      ? ['orderRequests', 'contactMessages', 'jobApplications']
      : [{ application: 'jobApplications', contact: 'contactMessages' }[type] ?? 'orderRequests'],
}))

const catalogue = vi.hoisted(() => ({ readProductsForDesk: vi.fn<typeof readProductsForDesk>() }))
vi.mock('@/lib/catalog/desk-catalog', () => catalogue)

const COUNTS: StatusCounts = { new: 7, quoted: 3, won: 2, lost: 1, closed: 0 }

beforeEach(() => {
  catalogue.readProductsForDesk.mockReset().mockResolvedValue([DESK_MASOOR, DESK_SUGAR])
  lib.listeners.clear()
  lib.filters = []
  lib.stops = 0
  lib.readOlderLeads.mockReset()
  lib.countLeads.mockReset().mockResolvedValue(COUNTS)
  search.searchLeads.mockReset().mockResolvedValue({ leads: [], capped: false })
  search.countUnsearchable.mockReset().mockResolvedValue(0)
  search.makeLeadsSearchable.mockReset()
  // A phone's width: the filters start folded.
  stubMatchMedia()
})

afterEach(() => vi.unstubAllGlobals())

const ALL = ['orderRequests', 'contactMessages', 'jobApplications'] as const
const at = (lead: DeskLead) => ({ createdAt: lead.createdAt, id: lead.id })

/** Waits until the inbox listens to `key`, then sends it a batch. */
async function send(key: string, leads: DeskLead[], next: DeskLead | null = null) {
  await waitFor(() => expect(lib.listeners.has(key)).toBe(true))
  act(() => lib.listeners.get(key)!.onBatch({ leads, next: next ? at(next) : null }))
}

/** Sends every source of "all kinds" its leads, none unless given. */
async function sendAll(leads: Partial<Record<(typeof ALL)[number], DeskLead[]>> = {}) {
  for (const key of ALL) await send(key, leads[key] ?? [])
}

const rows = () =>
  within(screen.getByRole('list', { name: copy.listLabel })).getAllByRole('listitem')

/** The control that opens and folds the filters, whatever it says is applied. */
const filtersToggle = () =>
  screen.getByRole('button', { name: new RegExp(`^${copy.filters}( · |$)`) })

/** A status's toggle among the counts, whatever its count says. */
const statusChip = (label: string) =>
  within(screen.getByRole('group', { name: copy.countsLabel })).getByRole('button', {
    name: new RegExp(`^${label}( \\d|$)`),
  })

/** Orders `count` minutes apart, newest first. */
const orders = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => orderLead(`o${String(1000 - from - i)}`, -(from + i)))

describe('LeadsInbox', () => {
  it('says it is loading until every kind of lead has been read', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading)
    await send('orderRequests', orders(1))
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading)
    await send('contactMessages', [])
    await send('jobApplications', [])
    expect(screen.queryByText(copy.loading)).not.toBeInTheDocument()
    expect(rows()).toHaveLength(1)
  })

  it('lists every kind newest first, each a link to its page with what the desk needs at a glance', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    const order = orderLead('order1', 5, { type: 'enquiry', notified: false, total: 123456 })
    const message = messageLead('message1', 9, { status: 'quoted', language: 'hi' })
    const application = applicationLead('application1', 1)
    await sendAll({
      orderRequests: [order],
      contactMessages: [message],
      jobApplications: [application],
    })
    const [first, second, third] = rows()
    expect(first).toHaveTextContent(leadTypeLabels.contact)
    expect(first).toHaveTextContent(message.name)
    expect(first).toHaveTextContent(message.subject)
    expect(first).toHaveTextContent(leadStatusLabels.quoted)
    expect(first).not.toHaveTextContent(notMailed.label)
    expect(first).toHaveTextContent(languageMark('Hindi'))

    expect(second).toHaveTextContent(`${leadTypeLabels.enquiry} · ${order.reference}`)
    expect(second).toHaveTextContent(order.company)
    expect(second).toHaveTextContent(formatIndianDateTime(order.createdAt))
    expect(second).toHaveTextContent(leadStatusLabels.new)
    expect(second).toHaveTextContent(`${copy.total} ₹1,23,456.00`)
    expect(second).toHaveTextContent(notMailed.label)
    expect(second).not.toHaveTextContent(languageMark('Hindi'))
    expect(within(second!).getByRole('link')).toHaveAttribute(
      'href',
      paths.deskLead('orderRequests', 'order1'),
    )

    expect(third).toHaveTextContent(leadTypeLabels.application)
    expect(third).toHaveTextContent(application.jobTitle)
    expect(within(third!).getByRole('link')).toHaveAttribute(
      'href',
      paths.deskLead('jobApplications', 'application1'),
    )
  })

  it('shows the counts per status, and their total under All, once the first rows are in', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    const counts = await screen.findByRole('group', { name: copy.countsLabel })
    // Counted only then: counts sent with the listener hold its first rows back.
    expect(lib.countLeads).not.toHaveBeenCalled()
    await sendAll()
    await waitFor(() => expect(counts).toHaveTextContent(`${leadStatusLabels.new} 7`))
    expect(counts).toHaveTextContent(`${leadStatusLabels.quoted} 3`)
    expect(counts).toHaveTextContent(`${leadStatusLabels.closed} 0`)
    expect(statusChip(copy.allStatuses)).toHaveAccessibleName(`${copy.allStatuses} 13`)
  })

  it('says so when no lead matches', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll()
    expect(screen.getByText(copy.empty)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: copy.loadMore })).not.toBeInTheDocument()
  })

  it('says when the leads cannot be read, and Try again listens afresh', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    await waitFor(() => expect(lib.listeners.size).toBe(3))
    act(() => lib.listeners.get('contactMessages')!.onError(new Error('permission-denied')))
    expect(screen.getByRole('alert')).toHaveTextContent(copy.failed)
    await userEvent.click(screen.getByRole('button', { name: copy.retry }))
    expect(lib.stops).toBe(3)
    await sendAll({ orderRequests: orders(2) })
    expect(rows()).toHaveLength(2)
  })

  it('says the leads could not be loaded when they take too long to come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderPage(paths.desk, <LeadsInbox />)
      await send('orderRequests', orders(1))
      act(() => vi.advanceTimersByTime(TIME_LIMITS.readMs))
      expect(screen.getByRole('alert')).toHaveTextContent(copy.failed)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a lead the moment it arrives, and counts again', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll({ orderRequests: orders(2, 1) })
    await waitFor(() => expect(lib.countLeads).toHaveBeenCalledTimes(1))
    const arrival = messageLead('arrival', 10, { notified: false })
    await send('contactMessages', [arrival])
    expect(rows()).toHaveLength(3)
    expect(rows()[0]).toHaveTextContent(arrival.name)
    expect(rows()[0]).toHaveTextContent(notMailed.label)
    await waitFor(() => expect(lib.countLeads).toHaveBeenCalledTimes(2))
  })

  it('shows a page at a time: Load more reads on from where reading stopped', async () => {
    const all = orders(INBOX_PAGE + 20)
    const newest = all.slice(0, INBOX_PAGE)
    let finish: (batch: LeadBatch) => void = () => {}
    lib.readOlderLeads.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    renderPage(paths.desk, <LeadsInbox />)
    await send('orderRequests', newest, newest.at(-1)!)
    await send('contactMessages', [])
    await send('jobApplications', [])
    expect(rows()).toHaveLength(INBOX_PAGE)
    expect(screen.getByText(copy.showing(INBOX_PAGE, INBOX_PAGE))).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: copy.loadMore }))
    const busy = screen.getByRole('button', { name: copy.loadingMore })
    expect(busy).toBeDisabled()
    const [source, after] = lib.readOlderLeads.mock.calls[0]!
    expect(source.key).toBe('orderRequests')
    expect(after).toEqual(at(newest.at(-1)!))
    act(() => finish({ leads: all.slice(INBOX_PAGE), next: null }))
    await waitFor(() => expect(rows()).toHaveLength(INBOX_PAGE + 20))
    expect(rows().at(-1)).toHaveTextContent(all.at(-1)!.reference)
    expect(screen.queryByRole('button', { name: copy.loadMore })).not.toBeInTheDocument()
  })

  it('says when more cannot be loaded, and keeps Load more to try again', async () => {
    lib.readOlderLeads.mockRejectedValue(new Error('offline'))
    renderPage(paths.desk, <LeadsInbox />)
    const newest = orders(INBOX_PAGE)
    await send('orderRequests', newest, newest.at(-1)!)
    await send('contactMessages', [])
    await send('jobApplications', [])
    await userEvent.click(screen.getByRole('button', { name: copy.loadMore }))
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.moreFailed)
    expect(screen.getByRole('button', { name: copy.loadMore })).toBeEnabled()
    expect(rows()).toHaveLength(INBOX_PAGE)
  })

  it('searches every lead, not the ones loaded, by what the words can be', async () => {
    const found = orderLead('o1', 3, { name: 'Sharma Kirana', phone: '98290 11223' })
    search.searchLeads.mockResolvedValue({ leads: [found], capped: false })
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll({ contactMessages: [messageLead('m1', 2)] })
    const box = screen.getByRole('searchbox', { name: copy.search })
    expect(box).toHaveAccessibleDescription(copy.searchHint)
    await userEvent.type(box, '098290-11223')
    const list = await screen.findByRole('list', { name: searchCopy.listLabel })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(list).toHaveTextContent('Sharma Kirana')
    expect(screen.getByText(searchCopy.found(1, '098290-11223'))).toBeInTheDocument()
    // Sent once typing paused, not once a key.
    expect(search.searchLeads).toHaveBeenCalledTimes(1)
    expect(search.searchLeads).toHaveBeenCalledWith([...ALL], { phone: '9829011223' })
  })

  it('says when a search finds nothing, or nothing the filters let through', async () => {
    renderPage(`${paths.desk}?status=won`, <LeadsInbox />)
    await userEvent.type(screen.getByRole('searchbox', { name: copy.search }), 'nobody')
    expect(await screen.findByText(searchCopy.noneFound('nobody'))).toBeInTheDocument()
    search.searchLeads.mockResolvedValue({ leads: [orderLead('o1', 0)], capped: true })
    await userEvent.type(screen.getByRole('searchbox', { name: copy.search }), 's')
    expect(await screen.findByText(searchCopy.noneFiltered('nobodys', 1))).toBeInTheDocument()
    expect(screen.getByText(searchCopy.capped(SEARCH_LIMIT))).toBeInTheDocument()
  })

  it('asks for more than a digit or two, and says when the search fails', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    const box = screen.getByRole('searchbox', { name: copy.search })
    await userEvent.type(box, '98')
    expect(screen.getByText(searchCopy.tooShort)).toBeInTheDocument()
    search.searchLeads.mockRejectedValueOnce(new Error('offline'))
    await userEvent.clear(box)
    await userEvent.type(box, 'meena')
    expect(await screen.findByRole('alert')).toHaveTextContent(searchCopy.failed)
    await userEvent.click(screen.getByRole('button', { name: searchCopy.retry }))
    expect(await screen.findByText(searchCopy.noneFound('meena'))).toBeInTheDocument()
  })

  it('makes leads recorded before the search searchable, then searches again', async () => {
    search.countUnsearchable.mockResolvedValue(3)
    search.makeLeadsSearchable.mockImplementation(async (_kinds, onProgress) => {
      onProgress({ read: 400, updated: 3 })
      return 3
    })
    renderPage(`${paths.desk}?q=meena`, <LeadsInbox />)
    expect(await screen.findByText(searchCopy.unsearchable(3))).toBeInTheDocument()
    await waitFor(() => expect(search.searchLeads).toHaveBeenCalledTimes(1))
    await userEvent.click(screen.getByRole('button', { name: searchCopy.makeSearchable }))
    expect(await screen.findByText(searchCopy.madeSearchable(3))).toBeInTheDocument()
    await waitFor(() => expect(search.searchLeads).toHaveBeenCalledTimes(2))
  })

  it('reads the kind, status and dates chosen, and keeps them in the address', async () => {
    const { router } = renderPage(paths.desk, <LeadsInbox />)
    await sendAll()
    await userEvent.click(filtersToggle())
    await userEvent.selectOptions(screen.getByLabelText(copy.type), leadTypeLabels.contact)
    await userEvent.click(statusChip(leadStatusLabels.won))
    await userEvent.selectOptions(screen.getByLabelText(copy.quote), quoteDecisionLabels.accepted)
    await userEvent.type(screen.getByLabelText(copy.from), '2026-03-01')
    await waitFor(() =>
      expect(lib.filters.at(-1)).toEqual({
        type: 'contact',
        status: 'won',
        quote: 'accepted',
        createdFrom: new Date('2026-02-28T18:30:00Z'),
        createdBefore: null,
      }),
    )
    expect(router.state.location.search).toBe(
      '?type=contact&status=won&quote=accepted&from=2026-03-01',
    )
    expect(lib.countLeads).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'contact', status: 'all' }),
    )
    await send('contact', [messageLead('m1', 0, { status: 'won' })])
    expect(rows()).toHaveLength(1)
  })

  it('opens with the filters an address names', async () => {
    renderPage(`${paths.desk}?type=application&status=new&q=meena`, <LeadsInbox />)
    expect(screen.getByLabelText(copy.type)).toHaveValue('application')
    expect(filtersToggle()).toHaveAccessibleName(`${copy.filters} · ${leadTypeLabels.application}`)
    expect(statusChip(leadStatusLabels.new)).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('searchbox', { name: copy.search })).toHaveValue('meena')
    search.searchLeads.mockResolvedValue({
      leads: [applicationLead('a1', 0), applicationLead('a2', 1, { status: 'won' })],
      capped: false,
    })
    const list = await screen.findByRole('list', { name: searchCopy.listLabel })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(search.searchLeads).toHaveBeenCalledWith(['jobApplications'], { prefix: 'meena' })
  })
})

describe('LeadsInbox: order requests whose figures differ', () => {
  /** Two sacks of Masoor Dal at today's ₹4,185.50, from a buyer registered in Rajasthan. */
  const faithful = (id: string, minutes: number, fields: Parameters<typeof orderLead>[2] = {}) =>
    orderLead(id, minutes, {
      lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 4185.5 }],
      total: 8371,
      totalKg: 60,
      ...fields,
    })
  const flagged = (row: HTMLElement) => within(row).queryByText(figuresCopy.differ) !== null

  it('flags a request whose money or GST facts differ, in words and in its link’s name', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll({
      orderRequests: [
        faithful('ok', 4),
        faithful('total', 3, { total: 99_99_99_999 }),
        faithful('price', 2, {
          lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 1 }],
          total: 2,
        }),
        faithful('state', 1, { gstState: 'Kerala' }),
      ],
      contactMessages: [messageLead('m1', 0)],
    })
    await waitFor(() => expect(flagged(rows()[1]!)).toBe(true))
    expect(rows().map(flagged)).toEqual([false, true, true, true, false])
    const link = within(rows()[1]!).getByRole('link')
    expect(link).toHaveAccessibleName(new RegExp(` · ${figuresCopy.differ}$`))
    expect(within(rows()[0]!).getByRole('link')).not.toHaveAccessibleName(
      new RegExp(figuresCopy.differ),
    )
  })

  it('reads today’s catalogue once, however many leads arrive', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll({ orderRequests: [faithful('o1', 1)] })
    await send('orderRequests', [faithful('o2', 2, { totalKg: 1 }), faithful('o1', 1)])
    await waitFor(() => expect(flagged(rows()[0]!)).toBe(true))
    expect(flagged(rows()[1]!)).toBe(false)
    expect(catalogue.readProductsForDesk).toHaveBeenCalledTimes(1)
  })

  it('flags nothing until the catalogue is in, and the rows still open their leads', async () => {
    catalogue.readProductsForDesk.mockReturnValue(new Promise(() => {}))
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll({ orderRequests: [faithful('bad', 1, { total: 1 })] })
    expect(flagged(rows()[0]!)).toBe(false)
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute(
      'href',
      paths.deskLead('orderRequests', 'bad'),
    )
  })

  it('flags nothing when the catalogue cannot be read', async () => {
    let fail: (error: Error) => void = () => {}
    catalogue.readProductsForDesk.mockReturnValue(new Promise((_, reject) => (fail = reject)))
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll({ orderRequests: [faithful('bad', 1, { total: 1 })] })
    await act(async () => fail(new Error('offline')))
    expect(flagged(rows()[0]!)).toBe(false)
    expect(rows()[0]).toHaveTextContent(`${copy.total} ₹1.00`)
  })
})

describe('LeadsInbox: the filters folded, on a phone', () => {
  it('folds the filters behind one control that says what is applied; search stays in sight', async () => {
    const user = userEvent.setup()
    renderPage(`${paths.desk}?type=enquiry&from=2026-11-01&to=2026-11-28`, <LeadsInbox />)
    const toggle = filtersToggle()
    expect(toggle).toHaveAccessibleName(
      `${copy.filters} · ${leadTypeLabels.enquiry}, 1 Nov – 28 Nov 2026`,
    )
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const kind = screen.getByLabelText(copy.type)
    expect(kind).not.toBeVisible()
    expect(kind.closest(`[id="${toggle.getAttribute('aria-controls')}"]`)).not.toBeNull()
    expect(screen.getByRole('searchbox', { name: copy.search })).toBeVisible()

    // By keyboard: Tab reaches it, Enter opens it, Space folds it again.
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(kind).toBeVisible()
    await user.selectOptions(kind, copy.allTypes)
    expect(toggle).toHaveAccessibleName(`${copy.filters} · 1 Nov – 28 Nov 2026`)
    await user.selectOptions(screen.getByLabelText(copy.quote), quoteDecisionLabels.changes)
    await user.selectOptions(kind, leadTypeLabels.contact)
    expect(toggle).toHaveAccessibleName(`${copy.filters} · ${copy.applied(3)}`)
    toggle.focus()
    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(kind).not.toBeVisible()
  })

  it('Clear filters puts back what the fold holds, and leaves the status and search', async () => {
    const user = userEvent.setup()
    const { router } = renderPage(
      `${paths.desk}?type=contact&status=won&quote=accepted&from=2026-03-01&q=meena`,
      <LeadsInbox />,
    )
    await user.click(filtersToggle())
    await user.click(screen.getByRole('button', { name: copy.clearFilters }))
    expect(filtersToggle()).toHaveAccessibleName(copy.filters)
    expect(filtersToggle()).toHaveFocus()
    expect(screen.queryByRole('button', { name: copy.clearFilters })).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?status=won&q=meena'))
  })

  it('says dates that run backwards with the filters folded', () => {
    renderPage(`${paths.desk}?from=2026-03-04&to=2026-03-01`, <LeadsInbox />)
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('alert')).toHaveTextContent(copy.backwards)
    expect(screen.getByRole('alert')).toBeVisible()
  })

  it('opens them on a wide screen', () => {
    stubMatchMedia(() => true)
    renderPage(paths.desk, <LeadsInbox />)
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText(copy.type)).toBeVisible()
  })
})

describe('LeadsInbox: the counts are the status filter', () => {
  it('a count chooses its status; pressed again, every status shows', async () => {
    const user = userEvent.setup()
    const { router } = renderPage(paths.desk, <LeadsInbox />)
    await sendAll()
    const all = statusChip(copy.allStatuses)
    expect(all).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(statusChip(leadStatusLabels.new)).toHaveTextContent('7'))

    await user.click(statusChip(leadStatusLabels.new))
    expect(statusChip(leadStatusLabels.new)).toHaveAttribute('aria-pressed', 'true')
    expect(all).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(lib.filters.at(-1)).toMatchObject({ status: 'new' }))
    expect(router.state.location.search).toBe('?status=new')
    // The counts are of every status still, so each shows what choosing it would give.
    expect(lib.countLeads).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'all' }))
    expect(statusChip(leadStatusLabels.won)).toHaveTextContent('2')

    // By keyboard, Space on the pressed one lets go of it.
    statusChip(leadStatusLabels.new).focus()
    await user.keyboard(' ')
    expect(statusChip(leadStatusLabels.new)).toHaveAttribute('aria-pressed', 'false')
    expect(all).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(lib.filters.at(-1)).toMatchObject({ status: 'all' }))
    expect(router.state.location.search).toBe('')
  })

  it('All shows every status', async () => {
    const user = userEvent.setup()
    renderPage(`${paths.desk}?status=lost`, <LeadsInbox />)
    await user.click(statusChip(copy.allStatuses))
    expect(statusChip(leadStatusLabels.lost)).toHaveAttribute('aria-pressed', 'false')
    expect(statusChip(copy.allStatuses)).toHaveAttribute('aria-pressed', 'true')
  })

  it('still chooses a status when the counts cannot be read', async () => {
    lib.countLeads.mockRejectedValue(new Error('offline'))
    const user = userEvent.setup()
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll()
    expect(await screen.findByText(copy.countsFailed)).toBeInTheDocument()
    await user.click(statusChip(leadStatusLabels.quoted))
    expect(statusChip(leadStatusLabels.quoted)).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(lib.filters.at(-1)).toMatchObject({ status: 'quoted' }))
  })
})
