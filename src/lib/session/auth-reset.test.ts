import { beforeEach, describe, expect, it, vi } from 'vitest'
import { requestPasswordReset } from './auth'

const sdk = vi.hoisted(() => ({ sendPasswordResetEmail: vi.fn() }))
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  initializeAuth: () => ({}),
  connectAuthEmulator: () => {},
  sendPasswordResetEmail: sdk.sendPasswordResetEmail,
}))

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })

beforeEach(() => {
  sdk.sendPasswordResetEmail.mockReset()
})

describe('requestPasswordReset', () => {
  it('asks for the e-mail with the page to continue to', async () => {
    sdk.sendPasswordResetEmail.mockResolvedValue(undefined)
    await requestPasswordReset('asha@example.com', 'https://example.com/login')
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'asha@example.com', {
      url: 'https://example.com/login',
    })
  })

  it('answers an address without an account exactly as one with an account', async () => {
    sdk.sendPasswordResetEmail.mockImplementation(() =>
      Promise.reject(authError('auth/user-not-found')),
    )
    await expect(
      requestPasswordReset('nobody@example.com', 'https://example.com/login'),
    ).resolves.toBeUndefined()
  })

  it('passes every other failure on', async () => {
    const failure = authError('auth/network-request-failed')
    sdk.sendPasswordResetEmail.mockImplementation(() => Promise.reject(failure))
    await expect(
      requestPasswordReset('asha@example.com', 'https://example.com/login'),
    ).rejects.toBe(failure)
  })
})
