/**
 * "Back to where you were": Sign In, sign-up and profile completion carry the address a buyer
 * came from in a `next` query parameter, through every account screen, and go there at the end.
 * Only this site's own pages are accepted, so a link cannot send a buyer who signs in elsewhere.
 */
import { paths } from '@/config/paths'

export const RETURN_PARAM = 'next'

/** The account screens: never a place to return to (a buyer would go round in circles). */
const ACCOUNT_SCREENS: ReadonlySet<string> = new Set([
  paths.login,
  paths.signup,
  paths.emailSignup,
  paths.completeProfile,
  paths.forgotPassword,
  paths.resetPassword,
])

const LONGEST = 512
const BASE = 'https://site.invalid'

/** `value` as a path of this site (path, query and fragment), or null when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > LONGEST || !value.startsWith('/')) return null
  // Control characters have no place here (the URL parser would drop tabs and newlines unseen).
  if (/\p{Cc}/u.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  // "//host" and "/\host" as typed are parsed as another origin.
  if (url.origin !== BASE || ACCOUNT_SCREENS.has(url.pathname)) return null
  // Decided on the path as normalised ("." and ".." segments, "%2e" too, resolved, "\" made
  // "/"), since that is what is returned: "//host" is another site to a browser. Nor may an
  // encoded slash or backslash follow the first "/", which is one to whatever decodes it next.
  if (/^\/(?:\/|%2f|%5c)/i.test(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where an account screen whose query is `search` goes when it is done: `next`, else home. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? paths.home
}

/** `screen` (an account screen) carrying `next` along, unless there is nowhere but home to go. */
export function withReturnPath(screen: string, next: string | null | undefined): string {
  const target = safeReturnPath(next)
  if (!target || target === paths.home) return screen
  return `${screen}?${new URLSearchParams({ [RETURN_PARAM]: target })}`
}
