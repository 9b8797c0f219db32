import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { welcomeState } from '@/components/account/welcome'
import { paths } from '@/config/paths'
import { storeGstSession } from '@/lib/storage/gst-session'
import type { SessionUser } from '@/lib/session/auth'
import type { NewUserRecord } from '@/lib/users/users'
import { AUTH_ERROR_SENTENCES, authCopy, authMessages } from './auth-content'
import { EmailSignupPage } from './email-signup-page'
import { SignupPage } from './signup-page'
import { renderPage } from '@/test/render-page'

const lib = vi.hoisted(() => ({
  createAccount: vi.fn<(email: string, password: string) => Promise<SessionUser>>(),
  signInWithGooglePopup: vi.fn<() => Promise<SessionUser>>(),
  createUserRecord: vi.fn<(uid: string, record: NewUserRecord) => Promise<boolean>>(),
}))
vi.mock('@/lib/session/auth', () => ({ createAccount: lib.createAccount }))
vi.mock('@/lib/session/google-sign-in', () => ({
  signInWithGooglePopup: lib.signInWithGooglePopup,
}))
vi.mock('@/lib/users/users', () => ({
  createUserRecord: lib.createUserRecord,
  updateUserRecord: vi.fn(),
}))
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({ user: null, userRecord: null, userDataLoaded: true }),
}))

const f = authCopy.fields
const newUser: SessionUser = {
  uid: 'n1',
  email: 'new@example.com',
  displayName: null,
  photoURL: null,
  isAnonymous: false,
}
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })

beforeEach(() => {
  Object.values(lib).forEach((fn) => fn.mockReset())
  sessionStorage.clear()
  localStorage.clear()
})

async function fillSignup(
  ui: ReturnType<typeof userEvent.setup>,
  overrides: Record<string, string> = {},
) {
  const values: Record<string, string> = {
    [f.name]: 'Asha Traders',
    [f.email]: 'new@example.com',
    [f.phone]: '+91 98765 43210',
    [f.password]: 'secret1',
    [f.confirmPassword]: 'secret1',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values)) {
    if (value) await ui.type(screen.getByLabelText(label), value)
  }
}

describe('SignupPage (full form)', () => {
  it.each([
    [authMessages.nameRequired, { [f.name]: '' }, f.name],
    [authMessages.phoneRequired, { [f.phone]: '' }, f.phone],
    [authMessages.passwordsMismatch, { [f.confirmPassword]: 'other12' }, f.confirmPassword],
  ])('shows "%s"', async (message, overrides, label) => {
    const ui = userEvent.setup()
    renderPage(paths.signup, <SignupPage />)
    await fillSignup(ui, overrides)
    await ui.click(screen.getByRole('button', { name: authCopy.signup.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText(label)).toHaveFocus()
    expect(lib.createAccount).not.toHaveBeenCalled()
  })

  it('creates the account, saves the record and goes home', async () => {
    const ui = userEvent.setup()
    lib.createAccount.mockResolvedValue(newUser)
    lib.createUserRecord.mockResolvedValue(true)
    renderPage(paths.signup, <SignupPage />)
    await fillSignup(ui)
    await ui.click(screen.getByRole('button', { name: authCopy.signup.submit }))
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.home)
    expect(lib.createUserRecord).toHaveBeenCalledWith(
      'n1',
      expect.objectContaining({ type: 'b2b' }),
    )
  })

  it('offers the GSTIN verified as a guest, saves it and welcomes the buyer back where they were', async () => {
    const ui = userEvent.setup()
    storeGstSession({ gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' })
    lib.createAccount.mockResolvedValue(newUser)
    lib.createUserRecord.mockResolvedValue(true)
    const { router } = renderPage(`${paths.signup}?next=%2Fproducts`, <SignupPage />)
    await fillSignup(ui)
    const offer = screen.getByRole('checkbox', {
      name: authCopy.gstinOffer.label('27AAPFU0939F1ZV', 'Maharashtra'),
    })
    expect(offer).toBeChecked()
    await ui.click(screen.getByRole('button', { name: authCopy.signup.submit }))
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.products)
    expect(lib.createUserRecord).toHaveBeenCalledWith(
      'n1',
      expect.objectContaining({ gstin: '27AAPFU0939F1ZV' }),
    )
    expect(router.state.location.state).toEqual(welcomeState('Asha Traders', '27AAPFU0939F1ZV'))
  })

  it('saves no GSTIN when the buyer unticks the offer, and still welcomes them', async () => {
    const ui = userEvent.setup()
    storeGstSession({ gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' })
    lib.createAccount.mockResolvedValue(newUser)
    lib.createUserRecord.mockResolvedValue(true)
    const { router } = renderPage(paths.signup, <SignupPage />)
    await fillSignup(ui)
    await ui.click(screen.getByRole('checkbox'))
    await ui.click(screen.getByRole('button', { name: authCopy.signup.submit }))
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.home)
    expect(lib.createUserRecord.mock.calls[0]?.[1]).not.toHaveProperty('gstin')
    expect(router.state.location.state).toEqual(welcomeState('Asha Traders', null))
  })

  it('offers no GSTIN when none was verified', () => {
    renderPage(paths.signup, <SignupPage />)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('maps a provider failure and keeps the form filled', async () => {
    const ui = userEvent.setup()
    lib.createAccount.mockRejectedValue(authError('auth/email-already-in-use'))
    renderPage(paths.signup, <SignupPage />)
    await fillSignup(ui)
    await ui.click(screen.getByRole('button', { name: authCopy.signup.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      AUTH_ERROR_SENTENCES['auth/email-already-in-use'] ?? '-',
    )
    expect(screen.getByLabelText(f.name)).toHaveValue('Asha Traders')
  })

  it('falls back to "Failed to create an account"', async () => {
    const ui = userEvent.setup()
    lib.createAccount.mockRejectedValue(authError('auth/internal-error'))
    renderPage(paths.signup, <SignupPage />)
    await fillSignup(ui)
    await ui.click(screen.getByRole('button', { name: authCopy.signup.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.signupFailed)
  })

  it('hands over to profile completion when only the record could not be saved', async () => {
    const ui = userEvent.setup()
    lib.createAccount.mockResolvedValue(newUser)
    lib.createUserRecord.mockResolvedValue(false)
    const { router } = renderPage(paths.signup, <SignupPage />)
    await fillSignup(ui)
    await ui.click(screen.getByRole('button', { name: authCopy.signup.submit }))
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.completeProfile)
    expect(router.state.location.state).toEqual({
      name: 'Asha Traders',
      phone: '+91 98765 43210',
      saveFailed: true,
    })
  })

  it('says "Failed to sign up with Google" when the popup fails', async () => {
    const ui = userEvent.setup()
    lib.signInWithGooglePopup.mockRejectedValue(authError('auth/network-request-failed'))
    renderPage(paths.signup, <SignupPage />)
    await ui.click(screen.getByRole('button', { name: authCopy.signup.google }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(authMessages.googleSignupFailed)
    expect(alert).toHaveTextContent(AUTH_ERROR_SENTENCES['auth/network-request-failed'] ?? '-')
  })
})

describe('EmailSignupPage', () => {
  it('has an email-type field, the two links back, and requires all three fields', async () => {
    const ui = userEvent.setup()
    renderPage(paths.emailSignup, <EmailSignupPage />)
    expect(screen.getByLabelText(f.email)).toHaveAttribute('type', 'email')
    for (const label of [f.email, f.password, f.confirmPassword]) {
      expect(screen.getByLabelText(label)).toBeRequired()
    }
    expect(screen.getByRole('link', { name: authMessages.haveAccount })).toHaveAttribute(
      'href',
      paths.login,
    )
    expect(screen.getByRole('link', { name: authMessages.backToSignupOptions })).toHaveAttribute(
      'href',
      paths.signup,
    )
    await ui.type(screen.getByLabelText(f.email), 'new@example.com')
    await ui.type(screen.getByLabelText(f.password), 'secret1{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.confirmPasswordRequired)
  })

  it('asks for each field in turn, focusing it: an address, a valid one, a password, the same twice', async () => {
    const ui = userEvent.setup()
    renderPage(paths.emailSignup, <EmailSignupPage />)
    const submit = screen.getByRole('button', { name: authCopy.continue })
    const steps: [label: string, text: string, message: string][] = [
      [f.email, 'not-an-email', authMessages.emailRequired],
      [f.email, '{Control>}a{/Control}new@example.com', authMessages.emailInvalid],
      [f.password, 'secret1', authMessages.passwordRequired],
      [f.confirmPassword, 'secret2', authMessages.confirmPasswordRequired],
    ]
    for (const [label, text, message] of steps) {
      await ui.click(submit)
      expect(screen.getByRole('alert')).toHaveTextContent(message)
      expect(screen.getByLabelText(label)).toHaveFocus()
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
      await ui.keyboard(text)
    }
    await ui.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.passwordsMismatch)
    expect(screen.getByLabelText(f.confirmPassword)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(f.confirmPassword)).toHaveAccessibleDescription(
      authMessages.passwordsMismatch,
    )
    expect(lib.createAccount).not.toHaveBeenCalled()
  })

  it.each(['auth/email-already-in-use', 'auth/weak-password'])(
    'answers %s in plain words and keeps the address',
    async (code) => {
      const ui = userEvent.setup()
      lib.createAccount.mockRejectedValue(authError(code))
      renderPage(paths.emailSignup, <EmailSignupPage />)
      await ui.type(screen.getByLabelText(f.email), 'taken@example.com')
      await ui.type(screen.getByLabelText(f.password), '123')
      await ui.type(screen.getByLabelText(f.confirmPassword), '123{Enter}')
      expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERROR_SENTENCES[code] ?? '-')
      expect(screen.getByLabelText(f.email)).toHaveValue('taken@example.com')
      expect(screen.getByRole('button', { name: authCopy.continue })).toBeEnabled()
      expect(screen.queryByTestId('landed')).not.toBeInTheDocument()
    },
  )

  it('reads "Creating account..." while busy, then goes to profile completion', async () => {
    const ui = userEvent.setup()
    let finish!: (user: SessionUser) => void
    lib.createAccount.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderPage(paths.emailSignup, <EmailSignupPage />)
    await ui.type(screen.getByLabelText(f.email), 'new@example.com')
    await ui.type(screen.getByLabelText(f.password), 'secret1')
    await ui.type(screen.getByLabelText(f.confirmPassword), 'secret1')
    await ui.click(screen.getByRole('button', { name: authCopy.continue }))
    const busy = screen.getByRole('button', { name: authMessages.creatingAccount })
    expect(busy).toBeDisabled()
    await ui.click(busy)
    expect(lib.createAccount).toHaveBeenCalledTimes(1)
    finish(newUser)
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.completeProfile)
    expect(lib.createUserRecord).not.toHaveBeenCalled()
  })
})
