/**
 * Firebase Auth errors as sentences a visitor can act on: the provider's reason in plain words
 * (AUTH_ERROR_SENTENCES, with the feature's other words), else the screen's own generic failure.
 * The SDK's own messages read "Firebase: Error (auth/wrong-password)." — never shown as they are.
 */
import { authErrorCode } from '@/lib/session/auth-errors'
import { AUTH_ERROR_SENTENCES } from './auth-content'

export { authErrorCode }

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
