import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { SessionUser } from '@/lib/session/auth'
import type { Session } from '@/lib/session/session'
import { AUTH_ERROR_SENTENCES, authCopy, authMessages, INCORRECT_CREDENTIALS } from './auth-content'
import { LoginPage } from './login-page'
import { renderPage } from '@/test/render-page'

const lib = vi.hoisted(() => ({
  signInWithEmail: vi.fn<(email: string, password: string) => Promise<SessionUser>>(),
  signInWithGooglePopup: vi.fn<() => Promise<SessionUser>>(),
  userRecordExists: vi.fn<(uid: string) => Promise<boolean>>(),
  session: { current: null as Partial<Session> | null },
}))
vi.mock('@/lib/session/auth', () => ({ signInWithEmail: lib.signInWithEmail }))
vi.mock('@/lib/session/google-sign-in', () => ({
  signInWithGooglePopup: lib.signInWithGooglePopup,
}))
vi.mock('@/lib/users/users', () => ({ userRecordExists: lib.userRecordExists }))
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({
    user: null,
    userRecord: null,
    userDataLoaded: true,
    ...lib.session.current,
  }),
}))

const user: SessionUser = {
  uid: 'u1',
  email: 'buyer@example.com',
  displayName: null,
  photoURL: null,
  isAnonymous: false,
}
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })
const deferred = <T,>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const emailBox = () => screen.getByLabelText(authCopy.fields.email)
const passwordBox = () => screen.getByLabelText(authCopy.fields.password)
const googleButton = () => screen.getByRole('button', { name: authCopy.login.google })

beforeEach(() => {
  lib.session.current = null
  lib.signInWithEmail.mockReset()
  lib.signInWithGooglePopup.mockReset()
  lib.userRecordExists.mockReset()
})

describe('LoginPage, email and password', () => {
  it('asks for the email, then the password, focusing the field in question', async () => {
    const ui = userEvent.setup()
    renderPage(paths.login, <LoginPage />)
    await ui.click(screen.getByRole('button', { name: authCopy.login.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.emailRequired)
    expect(emailBox()).toHaveFocus()
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true')
    await ui.type(emailBox(), 'buyer@example.com{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.passwordRequired)
    expect(passwordBox()).toHaveFocus()
    expect(lib.signInWithEmail).not.toHaveBeenCalled()
  })

  it('signs in once however often Enter is pressed, then goes home', async () => {
    const ui = userEvent.setup()
    const pending = deferred<SessionUser>()
    lib.signInWithEmail.mockReturnValue(pending.promise)
    renderPage(paths.login, <LoginPage />)
    await ui.type(emailBox(), ' buyer@example.com ')
    await ui.type(passwordBox(), 'secret1{Enter}{Enter}')
    const busy = screen.getByRole('button', { name: authMessages.signingIn })
    expect(busy).toBeDisabled()
    expect(googleButton()).toBeDisabled()
    await ui.keyboard('{Enter}')
    expect(lib.signInWithEmail).toHaveBeenCalledTimes(1)
    expect(lib.signInWithEmail).toHaveBeenCalledWith('buyer@example.com', 'secret1')
    pending.resolve(user)
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.home)
  })

  it('shows a readable provider message and keeps what was typed', async () => {
    const ui = userEvent.setup()
    lib.signInWithEmail.mockRejectedValue(authError('auth/invalid-credential'))
    renderPage(paths.login, <LoginPage />)
    await ui.type(emailBox(), 'buyer@example.com')
    await ui.type(passwordBox(), 'wrong-password')
    const submit = screen.getByRole('button', { name: authCopy.login.submit })
    await ui.click(submit)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(AUTH_ERROR_SENTENCES['auth/invalid-credential'] ?? '-')
    expect(alert).not.toHaveTextContent('auth/')
    expect(alert.closest('form')).not.toBeNull()
    expect(emailBox()).toHaveValue('buyer@example.com')
    expect(passwordBox()).toHaveValue('wrong-password')
    expect(submit).toBeEnabled()
    expect(submit).toHaveFocus()
  })

  it.each(['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'])(
    'answers %s with the sentence that does not say whether the account exists',
    async (code) => {
      const ui = userEvent.setup()
      lib.signInWithEmail.mockRejectedValue(authError(code))
      renderPage(paths.login, <LoginPage />)
      await ui.type(emailBox(), 'nobody@example.com')
      await ui.type(passwordBox(), 'secret1{Enter}')
      expect(await screen.findByRole('alert')).toHaveTextContent(INCORRECT_CREDENTIALS)
    },
  )

  it('falls back to "Failed to log in" for an unknown failure', async () => {
    const ui = userEvent.setup()
    lib.signInWithEmail.mockRejectedValue(authError('auth/internal-error'))
    renderPage(paths.login, <LoginPage />)
    await ui.type(emailBox(), 'buyer@example.com')
    await ui.type(passwordBox(), 'secret1{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.loginFailed)
  })
})

describe('LoginPage, Google', () => {
  it.each([
    [true, paths.home],
    [false, paths.completeProfile],
  ])('user document exists: %s → %s', async (exists, destination) => {
    const ui = userEvent.setup()
    lib.signInWithGooglePopup.mockResolvedValue(user)
    lib.userRecordExists.mockResolvedValue(exists)
    renderPage(paths.login, <LoginPage />)
    await ui.click(googleButton())
    expect(await screen.findByTestId('landed')).toHaveTextContent(destination)
    expect(lib.userRecordExists).toHaveBeenCalledWith(user.uid)
  })

  it('is busy while the popup is open, then says "Failed to log in with Google"', async () => {
    const ui = userEvent.setup()
    const pending = deferred<SessionUser>()
    lib.signInWithGooglePopup.mockReturnValue(
      pending.promise.then(() => Promise.reject(authError('auth/internal-error'))),
    )
    renderPage(paths.login, <LoginPage />)
    await ui.type(emailBox(), 'kept@example.com')
    await ui.click(googleButton())
    const busy = await screen.findByRole('button', { name: authMessages.connectingGoogle })
    expect(busy).toBeDisabled()
    expect(screen.getByRole('button', { name: authCopy.login.submit })).toBeDisabled()
    pending.resolve(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.googleLoginFailed)
    expect(googleButton()).toBeEnabled()
    expect(emailBox()).toHaveValue('kept@example.com')
  })

  it('adds the reason when the provider gives a readable one', async () => {
    const ui = userEvent.setup()
    lib.signInWithGooglePopup.mockRejectedValue(authError('auth/popup-closed-by-user'))
    renderPage(paths.login, <LoginPage />)
    await ui.click(googleButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(authMessages.googleLoginFailed)
    expect(alert).toHaveTextContent(AUTH_ERROR_SENTENCES['auth/popup-closed-by-user'] ?? '-')
    // Shown by the Google button, not down by the email form.
    expect(alert.closest('form')).toBeNull()
  })
})

describe('LoginPage, signed in', () => {
  it('shows a note with a way home instead of the form', async () => {
    lib.session.current = { user }
    renderPage(paths.login, <LoginPage />)
    expect(screen.getByText(authCopy.signedIn.note(user.email ?? ''))).toBeInTheDocument()
    expect(screen.queryByLabelText(authCopy.fields.password)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: authCopy.signedIn.home }))
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent(paths.home))
  })
})
