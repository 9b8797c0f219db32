import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { authErrorCode } from './auth-errors'

/** The password-reset link's parameters, as the project's e-mail action address receives them. */
export const RESET_LINK_PARAMS = { mode: 'mode', code: 'oobCode', resetMode: 'resetPassword' }

/** Errors that mean the link itself is no good (used, expired, mistyped), not that checking failed. */
const DEAD_LINK = new Set(['auth/expired-action-code', 'auth/invalid-action-code'])

export type ResetLink =
  | { status: 'missing' }
  | { status: 'checking' }
  | { status: 'dead'; error: unknown }
  | { status: 'unchecked'; retry: () => void }
  | { status: 'valid'; code: string; email: string }

type Answer =
  { status: 'dead'; error: unknown } | { status: 'unchecked' } | { status: 'valid'; email: string }

/** Reads the link's code from the address and asks Auth which account it is for. */
export function useResetLink(): ResetLink {
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const mode = params.get(RESET_LINK_PARAMS.mode)
  const code =
    mode === null || mode === RESET_LINK_PARAMS.resetMode
      ? params.get(RESET_LINK_PARAMS.code)
      : null
  const [attempt, setAttempt] = useState(0)
  // Each answer names the check it belongs to: until this one's is in, the link is being checked.
  const [answer, setAnswer] = useState<{ check: string; answer: Answer } | null>(null)
  const check = `${attempt}:${code ?? ''}`
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  useEffect(() => {
    if (!code) return
    let current = true
    const settle = (result: Answer) => current && setAnswer({ check, answer: result })
    // Auth's code loads only with a link to check.
    import('@/lib/session/auth')
      .then((auth) => auth.passwordResetEmail(code))
      .then(
        (email) => settle({ status: 'valid', email }),
        (error: unknown) =>
          settle(
            DEAD_LINK.has(authErrorCode(error) ?? '')
              ? { status: 'dead', error }
              : { status: 'unchecked' },
          ),
      )
    return () => {
      current = false
    }
  }, [code, check])

  if (!code) return { status: 'missing' }
  if (answer?.check !== check) return { status: 'checking' }
  const result = answer.answer
  if (result.status === 'valid') return { status: 'valid', code, email: result.email }
  if (result.status === 'unchecked') return { status: 'unchecked', retry }
  return result
}
