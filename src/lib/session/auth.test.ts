// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIME_LIMITS } from '@/lib/util/time-limit'

/** The Auth instance's state, as the mocked SDK reports it. */
const sdk = vi.hoisted(() => ({
  currentUser: null as { uid: string; isAnonymous: boolean } | null,
  steps: [] as string[],
  /** What onIdTokenChanged was given: the SDK calls it at every sign-in, link and renewal. */
  tokenListener: null as ((user: unknown) => void) | null,
}))

vi.mock('firebase/auth', () => ({
  initializeAuth: () => ({
    authStateReady: async () => {},
    get currentUser() {
      return sdk.currentUser
    },
  }),
  browserLocalPersistence: {},
  connectAuthEmulator: vi.fn(),
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    sdk.tokenListener = listener
    return () => {}
  },
  signOut: vi.fn(async () => {
    sdk.steps.push('sign out')
    throw new Error('offline')
  }),
  signInWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string) => {
    sdk.steps.push(`sign in ${email}`)
    return { user: { uid: 'asha', email, displayName: null, photoURL: null, isAnonymous: false } }
  }),
}))
vi.mock('@/lib/firebase/firebase-app', () => ({
  firebaseApp: () => ({}),
  localStackOrigin: () => new URL('http://localhost'),
}))

const prepareHandover = vi.hoisted(() => vi.fn<(guestUid: string) => Promise<void>>())
vi.mock('@/lib/leads/handover/lead-handover', () => ({ prepareHandover }))
vi.mock('@/lib/storage/gst-session', () => ({
  forgetRememberedGst: () => sdk.steps.push('forget remembered GST'),
}))

const { signInWithEmail, signOut, watchSession } = await import('./auth')

beforeEach(() => {
  sdk.steps = []
  prepareHandover.mockReset()
  prepareHandover.mockImplementation(async (uid) => {
    sdk.steps.push(`hand over ${uid}`)
  })
})
afterEach(() => vi.useRealTimers())

describe('signOut', () => {
  it('removes the GST verification remembered on the device first, whatever Auth answers', async () => {
    await expect(signOut()).rejects.toThrow('offline')
    expect(sdk.steps).toEqual(['forget remembered GST', 'sign out'])
  })
})

describe('signInWithEmail', () => {
  it("hands a guest's requests over while still the guest, then signs in", async () => {
    sdk.currentUser = { uid: 'guest-1', isAnonymous: true }
    const user = await signInWithEmail('asha@example.com', 'harvest-2025')
    expect(sdk.steps).toEqual(['hand over guest-1', 'sign in asha@example.com'])
    expect(user.uid).toBe('asha')
  })

  it.each([
    ['nobody is signed in', null],
    ['an account is signed in', { uid: 'ravi', isAnonymous: false }],
  ])('hands nothing over when %s', async (_, current) => {
    sdk.currentUser = current
    await signInWithEmail('asha@example.com', 'harvest-2025')
    expect(sdk.steps).toEqual(['sign in asha@example.com'])
  })

  it('signs in all the same when the hand-over fails', async () => {
    sdk.currentUser = { uid: 'guest-1', isAnonymous: true }
    prepareHandover.mockRejectedValue(new Error('unavailable'))
    const user = await signInWithEmail('asha@example.com', 'harvest-2025')
    expect(user.uid).toBe('asha')
  })

  it('signs in once the hand-over has had its time, when it stalls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    sdk.currentUser = { uid: 'guest-1', isAnonymous: true }
    const started = new Promise<void>((resolve) =>
      prepareHandover.mockImplementation(() => {
        resolve()
        return new Promise(() => {})
      }),
    )
    const signingIn = signInWithEmail('asha@example.com', 'harvest-2025')
    await started
    await vi.advanceTimersByTimeAsync(TIME_LIMITS.readMs - 1)
    expect(sdk.steps).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect((await signingIn).uid).toBe('asha')
  })
})

describe('watchSession', () => {
  const user = (uid: string, isAnonymous: boolean) => ({
    uid,
    isAnonymous,
    email: isAnonymous ? null : `${uid}@example.com`,
    displayName: null,
    photoURL: null,
  })

  it('reports a guest who signs up (the same uid, now an account), and no token renewal', () => {
    const seen: unknown[] = []
    watchSession((reported) => seen.push(reported && [reported.uid, reported.isAnonymous]))
    const token = sdk.tokenListener!
    token(null)
    token(user('guest-1', true))
    token(user('guest-1', true))
    token(user('guest-1', false))
    token(user('guest-1', false))
    token(null)
    expect(seen).toEqual([null, ['guest-1', true], ['guest-1', false], null])
  })
})
