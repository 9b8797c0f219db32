// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signInAnonymously, type User, type UserCredential } from 'firebase/auth'
import { ensureSignedIn } from './auth'

/** The SDK's Auth as ensureSignedIn sees it: restored at once, nobody signed in. */
const fakeAuth = vi.hoisted(() => ({
  currentUser: null as { uid: string } | null,
  authStateReady: () => Promise.resolve(),
}))

vi.mock('firebase/auth', () => ({
  browserLocalPersistence: {},
  connectAuthEmulator: vi.fn(),
  initializeAuth: () => fakeAuth,
  signInAnonymously: vi.fn(),
}))
vi.mock('@/lib/firebase/firebase-app', () => ({
  firebaseApp: () => ({}),
  localStackOrigin: () => new URL('http://localhost'),
}))

/** A sign-in that answers when the test says. */
function heldSignIn() {
  let answer!: (uid: string) => void
  let fail!: (error: Error) => void
  const promise = new Promise<UserCredential>((resolve, reject) => {
    answer = (uid) => {
      fakeAuth.currentUser = { uid }
      resolve({ user: { uid } as User } as UserCredential)
    }
    fail = reject
  })
  vi.mocked(signInAnonymously).mockReturnValueOnce(promise)
  return { answer, fail }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  fakeAuth.currentUser = null
  vi.mocked(signInAnonymously).mockReset()
})

describe('ensureSignedIn', () => {
  it('signs a guest in once when a second request comes while the first is still signing in', async () => {
    const signIn = heldSignIn()
    const first = ensureSignedIn()
    await settle()
    const second = ensureSignedIn()
    await settle()
    signIn.answer('guest-1')
    expect(await Promise.all([first, second])).toEqual(['guest-1', 'guest-1'])
    expect(signInAnonymously).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed sign-in', async () => {
    const failed = heldSignIn()
    const first = ensureSignedIn()
    await settle()
    failed.fail(new Error('auth/network-request-failed'))
    await expect(first).rejects.toThrow('auth/network-request-failed')

    const retried = heldSignIn()
    const second = ensureSignedIn()
    await settle()
    retried.answer('guest-2')
    await expect(second).resolves.toBe('guest-2')
    expect(signInAnonymously).toHaveBeenCalledTimes(2)
  })

  it('sends as whoever is signed in already, without a guest sign-in', async () => {
    fakeAuth.currentUser = { uid: 'asha' }
    await expect(ensureSignedIn()).resolves.toBe('asha')
    expect(signInAnonymously).not.toHaveBeenCalled()
  })
})
