import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
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
import { formatIndianDateTime } from '@/lib/util/india-time'
import { TIME_LIMITS } from '@/lib/util/time-limit'
import { applicationLead, messageLead, orderLead } from '@/test/desk-leads'
import { DESK_MASOOR, DESK_SUGAR } from '@/test/quotes'
import { renderPage } from '@/test/render-page'
import { inboxCopy as copy, figuresCopy, leadTypeLabels, notMailed } from './desk-leads-content'
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
})

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
    const message = messageLead('message1', 9, { status: 'quoted' })
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

    expect(second).toHaveTextContent(`${leadTypeLabels.enquiry} · ${order.reference}`)
    expect(second).toHaveTextContent(order.company)
    expect(second).toHaveTextContent(formatIndianDateTime(order.createdAt))
    expect(second).toHaveTextContent(leadStatusLabels.new)
    expect(second).toHaveTextContent(`${copy.total} ₹1,23,456.00`)
    expect(second).toHaveTextContent(notMailed.label)
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

  it('shows the counts per status', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    const counts = await screen.findByRole('region', { name: copy.countsLabel })
    await waitFor(() => expect(counts).toHaveTextContent(`${leadStatusLabels.new} 7`))
    expect(counts).toHaveTextContent(`${leadStatusLabels.quoted} 3`)
    expect(counts).toHaveTextContent(`${leadStatusLabels.closed} 0`)
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

  it('searches the leads loaded so far, and says so', async () => {
    renderPage(paths.desk, <LeadsInbox />)
    await sendAll({
      orderRequests: [orderLead('o1', 3, { name: 'Sharma Kirana', phone: '98290 11223' })],
      contactMessages: [messageLead('m1', 2)],
    })
    const search = screen.getByRole('searchbox', { name: copy.search })
    expect(search).toHaveAccessibleDescription(copy.searchHint)
    await userEvent.type(search, '9829011223')
    expect(rows()).toHaveLength(1)
    expect(rows()[0]).toHaveTextContent('Sharma Kirana')
    await userEvent.clear(search)
    await userEvent.type(search, 'nobody')
    expect(screen.getByText(copy.noneFound('nobody'))).toBeInTheDocument()
  })

  it('reads the kind, status and dates chosen, and keeps them in the address', async () => {
    const { router } = renderPage(paths.desk, <LeadsInbox />)
    await sendAll()
    await userEvent.selectOptions(screen.getByLabelText(copy.type), leadTypeLabels.contact)
    await userEvent.selectOptions(screen.getByLabelText(copy.status), leadStatusLabels.won)
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
    expect(screen.getByLabelText(copy.status)).toHaveValue('new')
    expect(screen.getByRole('searchbox', { name: copy.search })).toHaveValue('meena')
    await send('application', [
      applicationLead('a1', 0),
      applicationLead('a2', 1, { name: 'X', email: 'x@example.com' }),
    ])
    expect(rows()).toHaveLength(1)
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
