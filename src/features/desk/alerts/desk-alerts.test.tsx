import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { documentTitle } from '@/components/seo/head-tags'
import { STORAGE_KEYS } from '@/config/constants'
import { paths } from '@/config/paths'
import type { Arrivals } from '@/lib/leads/desk/arrivals'
import type { DeskLead } from '@/lib/leads/desk/records'
import { messageLead, orderLead } from '@/test/desk-leads'
import { leadTypeLabels } from '@/features/desk/leads/desk-leads-content'
import { deskCopy } from '@/features/desk/desk-content'
import { DeskLayout } from '@/features/desk/desk-layout'
import { alertsCopy as copy } from './alerts-content'

const lib = vi.hoisted(() => ({
  onArrival: null as ((arrivals: Arrivals) => void) | null,
  watched: 0,
  ids: new Set<string>(),
}))

// The data layer as the alerts see it: one listener, its arrivals sent by the test.
vi.mock('@/lib/leads/desk/arrivals', () => ({
  watchArrivals: (_since: Date, onArrival: (arrivals: Arrivals) => void) => {
    lib.watched++
    lib.onArrival = onArrival
    return () => (lib.onArrival = null)
  },
}))

const chime = vi.hoisted(() => ({ playChime: vi.fn(), unlockChime: vi.fn() }))
vi.mock('./chime', () => ({ ...chime, unlockChimeOnGesture: () => () => undefined }))

/** Notifications as a browser has them: a permission, and each notification shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default'
  static shown: FakeNotification[] = []
  static requestPermission = vi.fn(async () => (FakeNotification.permission = 'granted'))
  onclick: (() => void) | null = null
  close = vi.fn()
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this)
  }
}

let visibility: DocumentVisibilityState = 'visible'

beforeEach(() => {
  localStorage.clear()
  lib.watched = 0
  lib.ids = new Set()
  chime.playChime.mockReset()
  FakeNotification.permission = 'default'
  FakeNotification.shown = []
  FakeNotification.requestPermission.mockClear()
  vi.stubGlobal('Notification', FakeNotification)
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  // The desk closes a task after its last page goes.
  await new Promise((resolve) => setTimeout(resolve))
})

const LEADS_TITLE = documentTitle(`${deskCopy.nav.leads} · ${deskCopy.title}`)

/** The desk's two pages in a router, opened at the leads; resolves once it listens for leads. */
async function openDesk() {
  const page = (section: string, path: string) => (
    <DeskLayout section={section} path={path}>
      <p>{section}</p>
    </DeskLayout>
  )
  const router = createMemoryRouter(
    [
      { path: paths.desk, element: page(deskCopy.nav.leads, paths.desk) },
      { path: paths.deskPrices, element: page(deskCopy.nav.prices, paths.deskPrices) },
    ],
    { initialEntries: [paths.desk] },
  )
  render(<RouterProvider router={router} />)
  await waitFor(() => expect(lib.onArrival).not.toBeNull())
  return router
}

function arrive(lead: DeskLead) {
  lib.ids = new Set([...lib.ids, `${lead.kind}/${lead.id}`])
  act(() => lib.onArrival?.({ ids: lib.ids, newest: lead }))
}

describe('the count in the tab’s title', () => {
  it('is not there before a lead arrives, and counts each one after', async () => {
    await openDesk()
    expect(document.title).toBe(LEADS_TITLE)
    arrive(orderLead('o1', 1))
    arrive(messageLead('m1', 2))
    expect(document.title).toBe(`(2) ${LEADS_TITLE}`)
  })

  it('holds as staff move between the desk’s pages, which share one listener', async () => {
    const router = await openDesk()
    arrive(orderLead('o1', 1))
    await act(() => router.navigate(paths.deskPrices))
    expect(document.title).toBe(
      `(1) ${documentTitle(`${deskCopy.nav.prices} · ${deskCopy.title}`)}`,
    )
    expect(lib.watched).toBe(1)
  })
})

describe('the chime', () => {
  it('plays on an arrival while on, and not once switched off, which is remembered', async () => {
    await openDesk()
    const box = screen.getByRole('checkbox', { name: copy.chime })
    expect(box).toBeChecked()
    arrive(orderLead('o1', 1))
    expect(chime.playChime).toHaveBeenCalledTimes(1)

    await userEvent.click(box)
    expect(localStorage.getItem(STORAGE_KEYS.deskChime)).not.toBeNull()
    arrive(orderLead('o2', 2))
    expect(chime.playChime).toHaveBeenCalledTimes(1)

    cleanup()
    await openDesk()
    expect(screen.getByRole('checkbox', { name: copy.chime })).not.toBeChecked()
  })
})

describe('system notifications', () => {
  it('are asked for only when staff click Allow', async () => {
    await openDesk()
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: copy.allow }))
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: copy.allow })).not.toBeInTheDocument()
  })

  it('show a lead only while the tab is hidden, and a click brings the desk forward', async () => {
    FakeNotification.permission = 'granted'
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined)
    await openDesk()
    arrive(orderLead('o1', 1))
    expect(FakeNotification.shown).toEqual([])
    visibility = 'hidden'
    arrive(orderLead('o2', 2, { name: 'Ravi Traders' }))
    expect(FakeNotification.shown.map((shown) => shown.title)).toEqual([
      copy.notification.title('Ravi Traders'),
    ])
    expect(FakeNotification.shown[0]?.options.body).toContain(leadTypeLabels['buy-now'])
    FakeNotification.shown[0]?.onclick?.()
    expect(focus).toHaveBeenCalled()
  })

  it('are never shown without permission; a browser that blocks them is named', async () => {
    FakeNotification.permission = 'denied'
    visibility = 'hidden'
    await openDesk()
    expect(screen.getByText(copy.blocked)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: copy.allow })).not.toBeInTheDocument()
    arrive(orderLead('o1', 1))
    expect(FakeNotification.shown).toEqual([])
  })

  it('offer nothing where the browser has none', async () => {
    vi.stubGlobal('Notification', undefined)
    await openDesk()
    expect(screen.queryByRole('button', { name: copy.allow })).not.toBeInTheDocument()
    expect(screen.queryByText(copy.blocked)).not.toBeInTheDocument()
  })
})
