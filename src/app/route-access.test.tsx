import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { SessionUser } from '@/lib/session/auth'
import type { Session } from '@/lib/session/session'
import { renderPage } from '@/test/render-page'
import { accessCopy as copy } from './access-content'
import { RouteAccess } from './route-access'

const lib = vi.hoisted(() => ({
  hasStaffClaim: vi.fn<() => Promise<boolean>>(),
  session: { current: {} as Partial<Session> },
}))
vi.mock('@/lib/session/staff', () => ({ hasStaffClaim: lib.hasStaffClaim }))
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({ user: null, ...lib.session.current }),
}))

const user: SessionUser = {
  uid: 'meera',
  email: 'meera@example.com',
  displayName: 'Meera',
  photoURL: null,
  isAnonymous: false,
}
const page = <p>the page itself</p>

beforeEach(() => {
  lib.hasStaffClaim.mockReset()
  lib.session.current = { user }
})

describe('RouteAccess', () => {
  it('renders a public page for anyone, without asking about staff', () => {
    lib.session.current = { user: null }
    renderPage(paths.products, <RouteAccess access="public">{page}</RouteAccess>)
    expect(screen.getByText('the page itself')).toBeInTheDocument()
    expect(lib.hasStaffClaim).not.toHaveBeenCalled()
  })

  it.each(['account', 'staff'] as const)(
    'sends a signed-out visitor of an %s page to sign in, and back to this address',
    (access) => {
      lib.session.current = { user: null }
      renderPage(
        `${paths.desk}?kind=orderRequests`,
        <RouteAccess access={access}>{page}</RouteAccess>,
      )
      expect(screen.getByTestId('landed')).toHaveTextContent(
        `${paths.login}?next=${encodeURIComponent(`${paths.desk}?kind=orderRequests`)}`,
      )
      expect(screen.queryByText('the page itself')).not.toBeInTheDocument()
    },
  )

  it('renders an account page for a signed-in account', () => {
    renderPage(paths.account, <RouteAccess access="account">{page}</RouteAccess>)
    expect(screen.getByText('the page itself')).toBeInTheDocument()
  })

  it('renders a staff page once the staff claim is confirmed, and nothing before', async () => {
    let answer: (staff: boolean) => void = () => {}
    lib.hasStaffClaim.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderPage(paths.desk, <RouteAccess access="staff">{page}</RouteAccess>)
    expect(await screen.findByRole('status')).toHaveTextContent(copy.checking)
    expect(screen.queryByText('the page itself')).not.toBeInTheDocument()
    answer(true)
    expect(await screen.findByText('the page itself')).toBeInTheDocument()
  })

  it('tells an account without the claim that the page is for staff only', async () => {
    lib.hasStaffClaim.mockResolvedValue(false)
    renderPage(paths.desk, <RouteAccess access="staff">{page}</RouteAccess>)
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.staffOnlyTitle }),
    ).toBeInTheDocument()
    expect(screen.queryByText('the page itself')).not.toBeInTheDocument()
  })

  it('says when the claim could not be checked, and checks again on Try again', async () => {
    lib.hasStaffClaim.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(true)
    renderPage(paths.desk, <RouteAccess access="staff">{page}</RouteAccess>)
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.checkFailed)
    await userEvent.click(screen.getByRole('button', { name: copy.retry }))
    expect(await screen.findByText('the page itself')).toBeInTheDocument()
    expect(lib.hasStaffClaim).toHaveBeenCalledTimes(2)
  })
})
