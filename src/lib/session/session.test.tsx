import { act, render, screen, waitFor } from '@testing-library/react'
import AES from 'crypto-js/aes'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'
import type { SessionUser } from './auth'
import { readGstSession, storeGstSession } from '@/lib/storage/gst-session'
import { handoverClaimsSettled } from '@/lib/leads/handover/handover-in-flight'
import type { UserRecord } from '@/lib/schema'
import { SessionProvider, useSession } from './session'

const auth = vi.hoisted(() => ({
  listener: null as ((user: SessionUser | null) => void) | null,
}))

vi.mock('./auth', () => ({
  watchSession: (callback: (user: SessionUser | null) => void) => {
    auth.listener = callback
    return () => {
      auth.listener = null
    }
  },
  signOut: vi.fn(),
}))

// A stored user: the session waits for Auth (the no-user shortcut is in follow-auth.test.ts).
vi.mock('./stored-user', () => ({ mayHaveStoredUser: () => true }))

const readUserRecord = vi.hoisted(() => vi.fn<(uid: string) => Promise<UserRecord | null>>())
vi.mock('@/lib/users/users', () => ({ readUserRecord }))

const takeSpy = vi.hoisted(() => vi.fn())
vi.mock('@/lib/leads/handover/pending-claim', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/leads/handover/pending-claim')>()
  return {
    ...original,
    takePendingClaim: (...args: Parameters<typeof original.takePendingClaim>) => {
      takeSpy()
      return original.takePendingClaim(...args)
    },
  }
})

const claimHandover = vi.hoisted(() => vi.fn<(claim: unknown, uid: string) => Promise<void>>())
vi.mock('@/lib/leads/handover/lead-handover', () => ({ claimHandover }))

const alice: SessionUser = {
  uid: 'alice',
  email: 'a@example.com',
  displayName: 'A',
  photoURL: null,
  isAnonymous: false,
}
const record: UserRecord = {
  name: 'Alice Traders',
  email: 'a@example.com',
  phone: '+91 98765 43210',
  userId: 'alice',
  type: 'b2b',
  createdAt: new Date('2025-01-01T00:00:00Z'),
}

function Probe() {
  const {
    user,
    guestUid,
    userRecord,
    userDataLoaded,
    userRecordFailed,
    pendingClaim,
    refreshUserRecord,
  } = useSession()
  return (
    <dl>
      <dt>guest</dt>
      <dd data-testid="guest">{guestUid ?? 'none'}</dd>
      <dt>failed</dt>
      <dd data-testid="failed">{String(userRecordFailed)}</dd>
      <dt>retry</dt>
      <dd>
        <button type="button" onClick={() => void refreshUserRecord()}>
          Retry
        </button>
      </dd>
      <dt>user</dt>
      <dd data-testid="user">{user?.uid ?? 'none'}</dd>
      <dt>record</dt>
      <dd data-testid="record">{userRecord?.name ?? 'none'}</dd>
      <dt>loaded</dt>
      <dd data-testid="loaded">{String(userDataLoaded)}</dd>
      <dt>claim</dt>
      <dd data-testid="claim">{pendingClaim ? JSON.stringify(pendingClaim) : 'none'}</dd>
    </dl>
  )
}

/** Renders the provider and waits until it listens to Auth (the SDK module loads lazily). */
async function renderSession() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  await waitFor(() => expect(auth.listener).not.toBeNull())
}

function emit(user: SessionUser | null) {
  act(() => auth.listener?.(user))
}

const storeClaim = (value: string) => localStorage.setItem(STORAGE_KEYS.pendingClaim, value)
const encrypted = (value: unknown) =>
  AES.encrypt(JSON.stringify(value), env.pendingClaimPassphrase).toString()

describe('SessionProvider', () => {
  beforeEach(() => {
    auth.listener = null
    localStorage.clear()
    sessionStorage.clear()
    takeSpy.mockClear()
    readUserRecord.mockReset()
    claimHandover.mockReset()
  })

  it('with a stored user, renders nothing until Auth has reported', async () => {
    await renderSession()
    expect(screen.queryByTestId('user')).not.toBeInTheDocument()
    emit(null)
    expect(screen.getByTestId('user')).toHaveTextContent('none')
    expect(screen.getByTestId('loaded')).toHaveTextContent('true')
  })

  it('reads the user document on sign-in and keeps it', async () => {
    readUserRecord.mockResolvedValue(record)
    await renderSession()
    emit(alice)
    expect(screen.getByTestId('loaded')).toHaveTextContent('false')
    await waitFor(() => expect(screen.getByTestId('record')).toHaveTextContent(record.name))
    expect(screen.getByTestId('loaded')).toHaveTextContent('true')
    expect(readUserRecord).toHaveBeenCalledWith('alice')
  })

  it('treats a missing document as "no document" and still finishes loading', async () => {
    readUserRecord.mockResolvedValue(null)
    await renderSession()
    emit(alice)
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('true'))
    expect(screen.getByTestId('record')).toHaveTextContent('none')
  })

  it('a failed read is not "no document": unknown until a retry reads it', async () => {
    readUserRecord.mockRejectedValueOnce(new Error('unavailable'))
    await renderSession()
    emit(alice)
    await waitFor(() => expect(screen.getByTestId('failed')).toHaveTextContent('true'))
    expect(screen.getByTestId('loaded')).toHaveTextContent('false')
    expect(screen.getByTestId('record')).toHaveTextContent('none')

    readUserRecord.mockResolvedValueOnce(record)
    act(() => screen.getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(screen.getByTestId('record')).toHaveTextContent(record.name))
    expect(screen.getByTestId('failed')).toHaveTextContent('false')
    expect(screen.getByTestId('loaded')).toHaveTextContent('true')
  })

  it('keeps a guest (signed in anonymously to send a request) signed out, by their id only', async () => {
    await renderSession()
    emit({ ...alice, uid: 'guest-1', email: null, isAnonymous: true })
    expect(screen.getByTestId('user')).toHaveTextContent('none')
    expect(screen.getByTestId('guest')).toHaveTextContent('guest-1')
    expect(screen.getByTestId('loaded')).toHaveTextContent('true')
    expect(readUserRecord).not.toHaveBeenCalled()
    emit(alice)
    expect(screen.getByTestId('guest')).toHaveTextContent('none')
    expect(screen.getByTestId('user')).toHaveTextContent('alice')
  })

  it('does not load the decoder when there is no pending_claim', async () => {
    readUserRecord.mockResolvedValue(null)
    await renderSession()
    emit(alice)
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('true'))
    expect(takeSpy).not.toHaveBeenCalled()
    expect(screen.getByTestId('claim')).toHaveTextContent('none')
  })

  it('decodes pending_claim once on a user change, exposes it and removes the item', async () => {
    storeClaim(encrypted(['claim-a', 7, true]))
    await renderSession()
    emit(null)
    await waitFor(() =>
      expect(screen.getByTestId('claim')).toHaveTextContent(JSON.stringify(['claim-a', 7, true])),
    )
    expect(localStorage.getItem(STORAGE_KEYS.pendingClaim)).toBeNull()
    expect(takeSpy).toHaveBeenCalledTimes(1)
  })

  it('removes a corrupt pending_claim quietly and exposes nothing', async () => {
    const consoleError = vi.spyOn(console, 'error')
    storeClaim('U2FsdGVkX1-not-really-encrypted')
    await renderSession()
    emit(null)
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.pendingClaim)).toBeNull())
    expect(takeSpy).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('claim')).toHaveTextContent('none')
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('forgets the claim when the user signs out', async () => {
    readUserRecord.mockResolvedValue(record)
    storeClaim(encrypted(['x', 'y', 'z']))
    await renderSession()
    emit(alice)
    await waitFor(() => expect(screen.getByTestId('claim')).toHaveTextContent('"x"'))
    emit(null)
    expect(screen.getByTestId('claim')).toHaveTextContent('none')
    expect(screen.getByTestId('record')).toHaveTextContent('none')
  })

  it('a saved GSTIN verifies the tab before the document is handed out', async () => {
    readUserRecord.mockResolvedValue({ ...record, gstin: '27AAPFU0939F1ZV' })
    await renderSession()
    emit(alice)
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('true'))
    expect(readGstSession()).toEqual({
      verified: true,
      details: { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra', fromAccount: true },
    })
  })

  it('an invalid saved GSTIN verifies nothing; a GSTIN checked in the dialog stays', async () => {
    readUserRecord.mockResolvedValue({ ...record, gstin: '27AAPFU0939F1ZX' })
    await renderSession()
    emit(alice)
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('true'))
    expect(readGstSession().verified).toBe(false)

    storeGstSession({ gstin: '08AAPFU0939F1ZU', stateName: 'Rajasthan' })
    readUserRecord.mockResolvedValue({ ...record, gstin: '27AAPFU0939F1ZV' })
    act(() => screen.getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(readUserRecord).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('true'))
    expect(readGstSession().details).toEqual({ gstin: '08AAPFU0939F1ZU', stateName: 'Rajasthan' })
  })

  it('signing out forgets a GST verification taken from the account, not one typed in', async () => {
    readUserRecord.mockResolvedValue({ ...record, gstin: '27AAPFU0939F1ZV' })
    await renderSession()
    emit(alice)
    await waitFor(() => expect(readGstSession().verified).toBe(true))
    emit(null)
    await waitFor(() => expect(readGstSession().verified).toBe(false))
    expect(sessionStorage.getItem(STORAGE_KEYS.gstDetails)).toBeNull()

    storeGstSession({ gstin: '08AAPFU0939F1ZU', stateName: 'Rajasthan' })
    emit(alice)
    emit(null)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(readGstSession().verified).toBe(true)
  })

  it('a retried read that answers after another user signed in is ignored', async () => {
    let answer!: (value: UserRecord) => void
    readUserRecord.mockRejectedValue(new Error('unavailable'))
    await renderSession()
    emit(alice)
    await waitFor(() => expect(screen.getByTestId('failed')).toHaveTextContent('true'))
    readUserRecord.mockImplementation((uid) =>
      uid === 'alice' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(null),
    )
    act(() => screen.getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(readUserRecord).toHaveBeenCalledTimes(2))
    emit({ ...alice, uid: 'bob', email: 'b@example.com' })
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('true'))
    await act(async () => answer(record))
    expect(screen.getByTestId('user')).toHaveTextContent('bob')
    expect(screen.getByTestId('record')).toHaveTextContent('none')
  })

  it("claims a guest's hand-over for an account that signs in with one stored, and notes it under way", async () => {
    readUserRecord.mockResolvedValue(record)
    let settle = () => {}
    claimHandover.mockReturnValue(new Promise<void>((resolve) => (settle = resolve)))
    storeClaim(encrypted(['guest-1', 'k'.repeat(32), 1_780_000_000_000]))
    await renderSession()
    emit(alice)
    await waitFor(() =>
      expect(claimHandover).toHaveBeenCalledWith(
        ['guest-1', 'k'.repeat(32), 1_780_000_000_000],
        'alice',
      ),
    )
    let settled = false
    void handoverClaimsSettled().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    settle()
    await waitFor(() => expect(settled).toBe(true))
  })

  it('claims nothing for a guest or for nobody, and takes the item all the same', async () => {
    await renderSession()
    storeClaim(encrypted(['guest-1', 'k'.repeat(32), 1_780_000_000_000]))
    emit({ ...alice, uid: 'guest-2', email: null, isAnonymous: true })
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.pendingClaim)).toBeNull())
    storeClaim(encrypted(['guest-1', 'k'.repeat(32), 1_780_000_000_000]))
    emit(null)
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.pendingClaim)).toBeNull())
    expect(takeSpy).toHaveBeenCalledTimes(2)
    expect(claimHandover).not.toHaveBeenCalled()
  })
})
