// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { AUTH_ERROR_SENTENCES, authMessages, INCORRECT_CREDENTIALS } from './auth-content'
import { authErrorCode, describeAuthError, readableAuthError } from './auth-errors'

/** What the Firebase SDK rejects with: an Error carrying a `code`. */
function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' })
}

const FALLBACK = 'Failed to do the thing'

describe('authErrorCode', () => {
  it('reads the auth/ code of a Firebase error', () => {
    expect(authErrorCode(firebaseError('auth/wrong-password'))).toBe('auth/wrong-password')
  })

  it('ignores other codes and non-errors', () => {
    expect(authErrorCode(Object.assign(new Error('x'), { code: 'permission-denied' }))).toBeNull()
    expect(authErrorCode({ code: 42 })).toBeNull()
    expect(authErrorCode('auth/wrong-password')).toBeNull()
    expect(authErrorCode(null)).toBeNull()
    expect(authErrorCode(undefined)).toBeNull()
  })
})

describe('describeAuthError', () => {
  it.each([
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/user-not-found',
    'auth/email-already-in-use',
    'auth/weak-password',
    'auth/too-many-requests',
    'auth/network-request-failed',
    'auth/popup-closed-by-user',
  ])('turns %s into a plain sentence', (code) => {
    const text = describeAuthError(firebaseError(code), FALLBACK)
    expect(text).toBe(AUTH_ERROR_SENTENCES[code])
    expect(text).not.toMatch(/auth\/|firebase/i)
    expect(text).toMatch(/^[A-Z].*\.$/)
  })

  // Which of these Auth answers depends on the project's settings; none may tell whether an
  // account has the email.
  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])('gives %s the one sentence that does not say whether the account exists', (code) => {
    expect(describeAuthError(firebaseError(code), FALLBACK)).toBe(INCORRECT_CREDENTIALS)
  })

  it('names neither failure on its own', () => {
    expect(authMessages.incorrectCredentials).toBe(INCORRECT_CREDENTIALS)
    expect(INCORRECT_CREDENTIALS).toMatch(/email or password/i)
    expect(INCORRECT_CREDENTIALS).not.toMatch(/account|exist|found|registered/i)
  })

  it('falls back for an unknown auth code instead of showing it', () => {
    expect(describeAuthError(firebaseError('auth/something-new'), FALLBACK)).toBe(FALLBACK)
  })

  it('keeps a plain-language message of our own', () => {
    expect(describeAuthError(new Error('You are not signed in.'), FALLBACK)).toBe(
      'You are not signed in.',
    )
  })

  it('falls back for technical messages, empty messages and non-errors', () => {
    expect(describeAuthError(new Error('Firebase: something broke'), FALLBACK)).toBe(FALLBACK)
    expect(describeAuthError(new Error('INVALID_PASSWORD'), FALLBACK)).toBe(FALLBACK)
    expect(describeAuthError(new Error('  '), FALLBACK)).toBe(FALLBACK)
    expect(describeAuthError('boom', FALLBACK)).toBe(FALLBACK)
    expect(describeAuthError(undefined, FALLBACK)).toBe(FALLBACK)
  })

  it('readableAuthError returns null when there is nothing better than the fallback', () => {
    expect(readableAuthError(firebaseError('auth/internal-error'))).toBeNull()
    expect(readableAuthError(firebaseError('auth/too-many-requests'))).toBe(
      AUTH_ERROR_SENTENCES['auth/too-many-requests'],
    )
  })
})
