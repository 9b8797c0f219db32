/**
 * The `auth/…` code of a Firebase Auth error, for code that decides by it (src/lib/session/auth.ts
 * lets "no such user" pass on a password-reset request). The words shown for each code are the
 * account screens' own (src/features/auth).
 */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null
  const { code } = error as { code: unknown }
  return typeof code === 'string' && code.startsWith('auth/') ? code : null
}
