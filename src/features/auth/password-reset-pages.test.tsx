import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { authCopy, authMessages } from './auth-content'
import { ForgotPasswordPage } from './forgot-password-page'
import { ResetPasswordPage } from './reset-password-page'
import { renderPage } from '@/test/render-page'

const lib = vi.hoisted(() => ({
  requestPasswordReset: vi.fn<(email: string, continueUrl: string) => Promise<void>>(),
  passwordResetEmail: vi.fn<(code: string) => Promise<string>>(),
  resetPassword: vi.fn<(code: string, password: string) => Promise<void>>(),
}))
vi.mock('@/lib/session/auth', () => lib)

const f = authCopy.fields
const forgot = authCopy.forgotPassword
const reset = authCopy.resetPassword
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })

beforeEach(() => {
  Object.values(lib).forEach((fn) => fn.mockReset())
})

describe('ForgotPasswordPage', () => {
  it('checks the address, sends the link and confirms without saying whether an account exists', async () => {
    const ui = userEvent.setup()
    lib.requestPasswordReset.mockResolvedValue()
    renderPage(`${paths.forgotPassword}?next=%2Fjobs%3Fapply%3Djob-7`, <ForgotPasswordPage />)
    await ui.click(screen.getByRole('button', { name: forgot.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.emailRequired)
    expect(lib.requestPasswordReset).not.toHaveBeenCalled()

    await ui.type(screen.getByLabelText(f.email), ' asha@example.com {Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent(forgot.sent('asha@example.com'))
    // The e-mail's page leads back to sign-in, which goes on to where the buyer was.
    expect(lib.requestPasswordReset).toHaveBeenCalledWith(
      'asha@example.com',
      `${window.location.origin}/login?next=%2Fjobs%3Fapply%3Djob-7`,
    )
    expect(screen.getByRole('link', { name: forgot.backToLogin })).toHaveAttribute(
      'href',
      '/login?next=%2Fjobs%3Fapply%3Djob-7',
    )
  })

  it('takes over the address typed on the sign-in page', () => {
    renderPage(paths.forgotPassword, <ForgotPasswordPage />, { email: 'ravi@example.com' })
    expect(screen.getByLabelText(f.email)).toHaveValue('ravi@example.com')
  })

  it('says so in plain words when the link cannot be sent, keeping the address', async () => {
    const ui = userEvent.setup()
    lib.requestPasswordReset.mockRejectedValue(authError('auth/network-request-failed'))
    renderPage(paths.forgotPassword, <ForgotPasswordPage />)
    await ui.type(screen.getByLabelText(f.email), 'asha@example.com{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(/internet connection/)
    expect(screen.getByLabelText(f.email)).toHaveValue('asha@example.com')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('ResetPasswordPage', () => {
  const link = `${paths.resetPassword}?mode=resetPassword&oobCode=code-1&apiKey=k`

  it('checks the link, then sets the new password and leads to sign-in', async () => {
    const ui = userEvent.setup()
    lib.passwordResetEmail.mockResolvedValue('asha@example.com')
    lib.resetPassword.mockResolvedValue()
    renderPage(link, <ResetPasswordPage />)
    expect(screen.getByRole('status')).toHaveTextContent(reset.checking)
    expect(await screen.findByText(reset.forAccount('asha@example.com'))).toBeInTheDocument()
    expect(lib.passwordResetEmail).toHaveBeenCalledWith('code-1')

    await ui.type(screen.getByLabelText(f.password), 'new-harvest-1')
    await ui.type(screen.getByLabelText(f.confirmPassword), 'new-harvest-2{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.passwordsMismatch)
    expect(lib.resetPassword).not.toHaveBeenCalled()

    await ui.clear(screen.getByLabelText(f.confirmPassword))
    await ui.type(screen.getByLabelText(f.confirmPassword), 'new-harvest-1{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent(reset.done)
    expect(lib.resetPassword).toHaveBeenCalledWith('code-1', 'new-harvest-1')
    await ui.click(screen.getByRole('link', { name: reset.signIn }))
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.login)
  })

  it('says a used or expired link is no good and offers a new one', async () => {
    lib.passwordResetEmail.mockRejectedValue(authError('auth/invalid-action-code'))
    renderPage(link, <ResetPasswordPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid any more/)
    expect(screen.getByRole('link', { name: reset.askAgain })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    )
  })

  it('offers to check again when the link could not be checked at all', async () => {
    const ui = userEvent.setup()
    lib.passwordResetEmail.mockRejectedValueOnce(authError('auth/network-request-failed'))
    lib.passwordResetEmail.mockResolvedValueOnce('asha@example.com')
    renderPage(link, <ResetPasswordPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(reset.linkFailed)
    await ui.click(screen.getByRole('button', { name: reset.retry }))
    expect(await screen.findByText(reset.forAccount('asha@example.com'))).toBeInTheDocument()
  })

  it('without a code, explains where the link comes from', () => {
    renderPage(paths.resetPassword, <ResetPasswordPage />)
    expect(screen.getByRole('alert')).toHaveTextContent(reset.missingCode)
    expect(lib.passwordResetEmail).not.toHaveBeenCalled()
  })

  it('keeps the new password typed when the change is refused', async () => {
    const ui = userEvent.setup()
    lib.passwordResetEmail.mockResolvedValue('asha@example.com')
    lib.resetPassword.mockRejectedValue(authError('auth/weak-password'))
    renderPage(link, <ResetPasswordPage />)
    await ui.type(await screen.findByLabelText(f.password), 'abc')
    await ui.type(screen.getByLabelText(f.confirmPassword), 'abc{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(/stronger password/)
    expect(screen.getByLabelText(f.password)).toHaveValue('abc')
  })
})
