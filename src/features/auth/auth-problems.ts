/** Failures of the account actions as alert contents. */
import { describeAuthError, readableAuthError } from './auth-errors'
import type { AuthProblem } from './use-auth-form'
import { authMessages } from './auth-content'

const m = authMessages

export const loginProblem = (error: unknown): AuthProblem => ({
  message: describeAuthError(error, m.loginFailed),
})

export const signupProblem = (error: unknown): AuthProblem => ({
  message: describeAuthError(error, m.signupFailed),
})

export const resetRequestProblem = (error: unknown): AuthProblem => ({
  message: describeAuthError(error, m.resetFailed),
})

export const newPasswordProblem = (error: unknown): AuthProblem => ({
  message: describeAuthError(error, m.newPasswordFailed),
})

export const profileProblem = (error: unknown): AuthProblem => ({
  message: describeAuthError(error, m.profileSaveFailed),
})

/** Google failures always say their fixed sentence; a readable reason follows when there is one. */
function googleProblem(title: string, error: unknown): AuthProblem {
  const reason = readableAuthError(error)
  return reason ? { title, message: reason } : { message: title }
}

export const googleLoginProblem = (error: unknown) => googleProblem(m.googleLoginFailed, error)
export const googleSignupProblem = (error: unknown) => googleProblem(m.googleSignupFailed, error)
