import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@/config/messages'
import { welcomeState } from '@/components/account/welcome'
import { paths } from '@/config/paths'
import { storeGstSession } from '@/lib/storage/gst-session'
import type { SessionUser } from '@/lib/session/auth'
import type { saveUserRecord } from '@/lib/users/users'
import type { Session } from '@/lib/session/session'
import { authCopy, authMessages } from './auth-content'
import { CompleteProfilePage } from './complete-profile-page'
import { renderPage } from '@/test/render-page'

const lib = vi.hoisted(() => ({
  updateDisplayName: vi.fn<(name: string) => Promise<void>>(),
  saveUserRecord: vi.fn<typeof saveUserRecord>(),
  refreshUserRecord: vi.fn<() => Promise<void>>(),
  session: { current: {} as Partial<Session> },
}))
vi.mock('@/lib/session/auth', () => ({ updateDisplayName: lib.updateDisplayName }))
vi.mock('@/lib/users/users', () => ({ saveUserRecord: lib.saveUserRecord }))
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({
    user: null,
    userRecord: null,
    userDataLoaded: true,
    refreshUserRecord: lib.refreshUserRecord,
    ...lib.session.current,
  }),
}))

const user: SessionUser = {
  uid: 'p1',
  email: 'buyer@example.com',
  displayName: 'From Google',
  photoURL: 'https://example.com/me.png',
  isAnonymous: false,
}
const f = authCopy.fields

beforeEach(() => {
  lib.updateDisplayName.mockReset().mockResolvedValue()
  lib.saveUserRecord.mockReset().mockResolvedValue(true)
  lib.refreshUserRecord.mockReset().mockResolvedValue()
  lib.session.current = { user }
  sessionStorage.clear()
  localStorage.clear()
})

const GUEST_GST = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }

describe('CompleteProfilePage', () => {
  it('asks signed-out visitors to sign in first', () => {
    lib.session.current = { user: null }
    renderPage(paths.completeProfile, <CompleteProfilePage />)
    expect(screen.getByText(authCopy.completeProfile.signedOut)).toBeInTheDocument()
    expect(screen.queryByLabelText(f.name)).not.toBeInTheDocument()
  })

  it('waits for the user document before showing the form', () => {
    lib.session.current = { user, userDataLoaded: false }
    renderPage(paths.completeProfile, <CompleteProfilePage />)
    expect(screen.getByRole('status')).toHaveTextContent(authCopy.completeProfile.loading)
  })

  it('never shows the form while the account details could not be read; Retry reads again', async () => {
    const ui = userEvent.setup()
    lib.session.current = { user, userDataLoaded: false, userRecordFailed: true }
    renderPage(paths.completeProfile, <CompleteProfilePage />)
    expect(screen.getByRole('alert')).toHaveTextContent(messages.profile.unreadable)
    expect(screen.queryByLabelText(f.name)).not.toBeInTheDocument()
    await ui.click(screen.getByRole('button', { name: messages.profile.retry }))
    expect(lib.refreshUserRecord).toHaveBeenCalledTimes(1)
  })

  it('checks the name first, then the phone', async () => {
    const ui = userEvent.setup()
    renderPage(paths.completeProfile, <CompleteProfilePage />)
    const name = screen.getByLabelText(f.name)
    expect(name).toHaveValue(user.displayName)
    await ui.clear(name)
    await ui.type(name, '   ')
    await ui.click(screen.getByRole('button', { name: authCopy.continue }))
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.nameRequired)
    await ui.type(name, 'Asha')
    await ui.click(screen.getByRole('button', { name: authCopy.continue }))
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.phoneRequired)
    expect(screen.getByLabelText(f.phone)).toHaveFocus()
    expect(lib.updateDisplayName).not.toHaveBeenCalled()
  })

  it('reads "Saving..." while busy, saves, refreshes the session and goes home', async () => {
    const ui = userEvent.setup()
    let finish!: () => void
    lib.updateDisplayName.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderPage(paths.completeProfile, <CompleteProfilePage />)
    await ui.type(screen.getByLabelText(f.phone), '98765 43210')
    await ui.click(screen.getByRole('button', { name: authCopy.continue }))
    expect(screen.getByRole('button', { name: authMessages.saving })).toBeDisabled()
    finish()
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.home)
    expect(lib.updateDisplayName).toHaveBeenCalledWith(user.displayName)
    expect(lib.saveUserRecord).toHaveBeenCalledWith(user, null, {
      name: user.displayName,
      phone: '98765 43210',
      profilePicture: user.photoURL,
    })
    expect(lib.refreshUserRecord).toHaveBeenCalledTimes(1)
  })

  it('goes on to the page the buyer came from once saved', async () => {
    const ui = userEvent.setup()
    const next = '/products?buy=masoor-dal&size=1kg'
    renderPage(`${paths.completeProfile}?next=${encodeURIComponent(next)}`, <CompleteProfilePage />)
    await ui.type(screen.getByLabelText(f.phone), '98765 43210{Enter}')
    expect(await screen.findByTestId('landed')).toHaveTextContent(next)
  })

  it('ignores a next address of another site and goes home', async () => {
    const ui = userEvent.setup()
    renderPage(`${paths.completeProfile}?next=//evil.example/x`, <CompleteProfilePage />)
    await ui.type(screen.getByLabelText(f.phone), '98765 43210{Enter}')
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/)
  })

  it('says "Failed to save user details" when the record is refused, keeping the input', async () => {
    const ui = userEvent.setup()
    lib.saveUserRecord.mockResolvedValue(false)
    renderPage(paths.completeProfile, <CompleteProfilePage />)
    await ui.type(screen.getByLabelText(f.phone), '98765 43210{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.profileSaveFailed)
    expect(screen.getByLabelText(f.phone)).toHaveValue('98765 43210')
    expect(lib.refreshUserRecord).not.toHaveBeenCalled()
  })

  it('shows the name update failure in plain words', async () => {
    const ui = userEvent.setup()
    lib.updateDisplayName.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      }),
    )
    renderPage(paths.completeProfile, <CompleteProfilePage />)
    await ui.type(screen.getByLabelText(f.phone), '98765 43210{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(/internet connection/)
  })

  it('takes over the details and the failure handed over by sign-up', () => {
    renderPage(paths.completeProfile, <CompleteProfilePage />, {
      name: 'Asha Traders',
      phone: '+91 98765 43210',
      saveFailed: true,
    })
    expect(screen.getByLabelText(f.name)).toHaveValue('Asha Traders')
    expect(screen.getByLabelText(f.phone)).toHaveValue('+91 98765 43210')
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.profileSaveFailed)
  })

  it("saves a new account's GSTIN verified as a guest and welcomes the buyer", async () => {
    const ui = userEvent.setup()
    storeGstSession(GUEST_GST)
    const { router } = renderPage(paths.completeProfile, <CompleteProfilePage />)
    expect(
      screen.getByRole('checkbox', {
        name: authCopy.gstinOffer.label(GUEST_GST.gstin, 'Maharashtra'),
      }),
    ).toBeChecked()
    await ui.type(screen.getByLabelText(f.phone), '98765 43210{Enter}')
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.home)
    expect(lib.saveUserRecord).toHaveBeenCalledWith(
      user,
      null,
      expect.objectContaining({ gstin: GUEST_GST.gstin }),
    )
    expect(router.state.location.state).toEqual(welcomeState('From Google', GUEST_GST.gstin))
  })

  it('never offers to replace a saved GSTIN, nor welcomes an existing account', async () => {
    const ui = userEvent.setup()
    storeGstSession(GUEST_GST)
    const record = {
      name: 'Asha',
      email: user.email ?? '',
      phone: '',
      userId: user.uid,
      type: 'b2b' as const,
      createdAt: new Date(),
      gstin: '29AAACB1234C1ZX',
    }
    lib.session.current = { user, userRecord: record }
    const { router } = renderPage(paths.completeProfile, <CompleteProfilePage />)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    await ui.type(screen.getByLabelText(f.phone), '98765 43210{Enter}')
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.home)
    expect(lib.saveUserRecord.mock.calls[0]?.[2]).not.toHaveProperty('gstin')
    expect(router.state.location.state).toBeNull()
  })
})
