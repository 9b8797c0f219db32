/**
 * The mark SESSION_HINT_SCRIPT (stored-user.ts) sets on <html> before anything is painted when a
 * user may be signed in: the page, prerendered signed out, is hidden (index.css) until the app
 * has taken it over. A module of its own, as small as it reads: the entry reads the mark too
 * (src/app/after-first-paint.ts), and whatever it imports is in every page's first script.
 */
export const SESSION_PENDING_ATTRIBUTE = 'data-session'
export const SESSION_PENDING_VALUE = 'pending'

/** Whether SESSION_HINT_SCRIPT marked this page: a user may be signed in. */
export function sessionPendingMark(): boolean {
  return document.documentElement.getAttribute(SESSION_PENDING_ATTRIBUTE) === SESSION_PENDING_VALUE
}

/** Drops the mark once the app has taken the page over (and emptied it). */
export function clearSessionPendingMark(): void {
  document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE)
}
