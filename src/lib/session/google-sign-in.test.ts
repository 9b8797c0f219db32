// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'

const steps = vi.hoisted(() => [] as string[])
const guest = { uid: 'guest-1', isAnonymous: true }
const account = { uid: 'asha', email: 'asha@example.com', isAnonymous: false }

const popup = vi.hoisted(() => ({ link: vi.fn() }))
vi.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    static credentialFromError = () => ({ providerId: 'google.com' })
    setCustomParameters() {}
  }
  return {
    GoogleAuthProvider,
    browserPopupRedirectResolver: {},
    linkWithPopup: popup.link,
    signInWithPopup: vi.fn(),
    signInWithCredential: vi.fn(async () => {
      steps.push('sign in')
      return { user: account }
    }),
  }
})
vi.mock('./auth', () => ({
  authInstance: () => ({ authStateReady: async () => {}, currentUser: guest }),
  prepareLeadHandover: vi.fn(async (uid: string) => {
    steps.push(`hand over ${uid}`)
  }),
  toSessionUser: (user: { uid: string }) => user,
}))

const { signInWithGooglePopup } = await import('./google-sign-in')

beforeEach(() => {
  steps.length = 0
  popup.link.mockReset()
})

describe('signInWithGooglePopup, for a guest', () => {
  it("hands the guest's requests over before signing in to the Google account that exists", async () => {
    popup.link.mockRejectedValue({ code: 'auth/credential-already-in-use' })
    expect(await signInWithGooglePopup()).toMatchObject({ uid: 'asha' })
    expect(steps).toEqual(['hand over guest-1', 'sign in'])
  })

  it('hands nothing over when the Google sign-in is linked to the guest (a new account)', async () => {
    popup.link.mockResolvedValue({ user: { ...guest, isAnonymous: false } })
    expect(await signInWithGooglePopup()).toMatchObject({ uid: 'guest-1' })
    expect(steps).toEqual([])
  })
})
