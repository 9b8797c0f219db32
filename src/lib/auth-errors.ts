/**
 * Firebase Auth errors as sentences a visitor can act on: the provider's reason in plain words,
 * else the screen's own generic failure. The SDK's own messages read
 * "Firebase: Error (auth/wrong-password)." — never shown as they are.
 */

/**
 * Every failed email sign-in says this, whether the password was wrong or no account has the
 * email: telling the two apart would let anyone find out which addresses have an account.
 */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.'

/** Plain sentences for the Auth error codes a visitor can meet on the account screens. */
export const AUTH_ERROR_SENTENCES: Readonly<Record<string, string>> = {
  'auth/wrong-password': INCORRECT_CREDENTIALS,
  'auth/invalid-credential': INCORRECT_CREDENTIALS,
  'auth/invalid-login-credentials': INCORRECT_CREDENTIALS,
  'auth/user-not-found': INCORRECT_CREDENTIALS,
  // Sign-up must say this much: the address cannot be used for a new account.
  'auth/email-already-in-use': 'An account already uses this email address. Try signing in.',
  'auth/credential-already-in-use': 'This sign-in is already linked to another account.',
  'auth/account-exists-with-different-credential':
    'An account already uses this email address with a different sign-in method.',
  'auth/weak-password': 'Choose a stronger password of at least 6 characters.',
  'auth/missing-password': 'Enter your password.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-email': 'Enter your email address.',
  'auth/user-disabled': 'This account has been disabled. Please contact us.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed':
    'Could not reach the sign-in service. Check your internet connection and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before sign-in finished.',
  'auth/cancelled-popup-request': 'The Google window was closed before sign-in finished.',
  'auth/user-cancelled': 'The Google window was closed before sign-in finished.',
  'auth/popup-blocked':
    'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/operation-not-allowed': 'This sign-in method is not available at the moment.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more: it may have been used already.',
}

/** The `auth/…` code of a Firebase error, or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null
  const { code } = error as { code: unknown }
  return typeof code === 'string' && code.startsWith('auth/') ? code : null
}

/** True for messages that are a raw SDK dump rather than a sentence meant for people. */
function looksTechnical(message: string): boolean {
  return /auth\/|firebase|\(\w+[-/]\w+/i.test(message) || /^[A-Z_]{4,}\b/.test(message)
}

/**
 * A readable sentence for an error: the mapped sentence for a known Auth code, else the error's own
 * message when it is already plain language (our own Errors), else null.
 */
export function readableAuthError(error: unknown): string | null {
  const code = authErrorCode(error)
  if (code) return AUTH_ERROR_SENTENCES[code] ?? null
  if (error instanceof Error && error.message.trim() && !looksTechnical(error.message)) {
    return error.message.trim()
  }
  return null
}

/** The readable sentence for an error, or `fallback` (the screen's generic failure message). */
export function describeAuthError(error: unknown, fallback: string): string {
  return readableAuthError(error) ?? fallback
}
