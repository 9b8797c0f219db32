import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { SessionUser } from '@/lib/session/auth'
import type { UserRecord } from '@/lib/schema'
import type { Session } from '@/lib/session/session'
import { renderPage } from '@/test/render-page'
import { authCopy } from './auth-content'
import { EmailSignupPage } from './email-signup-page'
import { LoginPage } from './login-page'
import { SignupPage } from './signup-page'

const lib = vi.hoisted(() => ({ session: { current: {} as Partial<Session> } }))
// Nothing may be sent from a screen that only shows the note: the services are not there at all.
vi.mock('@/lib/session/auth', () => ({}))
vi.mock('@/lib/session/google-sign-in', () => ({}))
vi.mock('@/lib/users/users', () => ({}))
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({
    user: null,
    userRecord: null,
    userDataLoaded: true,
    userRecordFailed: false,
    ...lib.session.current,
  }),
}))

const user: SessionUser = {
  uid: 'asha',
  email: 'asha@example.com',
  displayName: null,
  photoURL: null,
  isAnonymous: false,
}
const record = { name: 'Asha Traders' } as UserRecord
const copy = authCopy.signedIn

const screens: [path: string, page: ReactElement][] = [
  [paths.login, <LoginPage key="login" />],
  [paths.signup, <SignupPage key="signup" />],
  [paths.emailSignup, <EmailSignupPage key="email-signup" />],
]

beforeEach(() => {
  lib.session.current = { user, userRecord: null }
})

describe.each(screens)('%s, for a visitor already signed in', (path, page) => {
  it('shows the note instead of the form, and the way home', async () => {
    renderPage(path, page)
    expect(screen.getByText(copy.note(user.email ?? ''))).toBeInTheDocument()
    expect(screen.queryByLabelText(authCopy.fields.password)).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: copy.home }))
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/)
  })

  it('offers profile completion only while the account has no details saved', () => {
    const { unmount } = renderPage(path, page)
    expect(screen.getByRole('link', { name: copy.profile })).toHaveAttribute(
      'href',
      paths.completeProfile,
    )
    unmount()
    lib.session.current = { user, userRecord: record }
    renderPage(path, page)
    expect(screen.queryByRole('link', { name: copy.profile })).not.toBeInTheDocument()
  })

  it('goes on to the page the visitor came from, through profile completion too', () => {
    const next = '/jobs?apply=7'
    renderPage(`${path}?next=${encodeURIComponent(next)}`, page)
    expect(screen.getByRole('link', { name: copy.continue })).toHaveAttribute('href', next)
    expect(screen.getByRole('link', { name: copy.profile })).toHaveAttribute(
      'href',
      `${paths.completeProfile}?next=${encodeURIComponent(next)}`,
    )
    expect(screen.queryByRole('link', { name: copy.home })).not.toBeInTheDocument()
  })
})
