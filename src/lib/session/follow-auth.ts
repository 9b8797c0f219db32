/**
 * The auth state as the session follows it, without downloading the Auth
 * SDK (~30 kB gzip, and a long task to start) for visitors who are not signed in:
 *  - no user stored in this browser (stored-user.ts): "no user" is reported at once, and the SDK
 *    is loaded only when something starts Auth (a sign-in form, see auth-started.ts) or a user
 *    appears in storage (signed in from another tab, checked whenever this tab comes back);
 *  - a stored user (or no certain answer): the SDK is loaded at once and decides.
 * Consecutive "no user" reports are passed on once: the SDK's first report repeats the storage's.
 */
import type { SessionUser } from './auth'
import { onAuthStarted } from './auth-started'
import { mayHaveStoredUser } from './stored-user'
import { TIME_LIMITS } from '@/lib/util/time-limit'

export function followAuth(onUser: (user: SessionUser | null) => void): () => void {
  let stopped = false
  let reported: string | null | undefined = undefined
  let unsubscribe = () => {}
  const report = (user: SessionUser | null) => {
    if (stopped || (user === null && reported === null)) return
    reported = user?.uid ?? null
    onUser(user)
  }

  let following = false
  let giveUp: ReturnType<typeof setTimeout> | undefined
  const follow = () => {
    if (following || stopped) return
    following = true
    // Nothing shows until the state is known: a download (or first answer) that stalls must not
    // leave a blank page. After the time limit the site goes on signed out; a late answer that
    // there is a user still signs them in.
    giveUp = setTimeout(() => {
      if (reported === undefined) report(null)
    }, TIME_LIMITS.readMs)
    import('./auth').then(
      (auth) => {
        if (!stopped) unsubscribe = auth.watchSession(report)
      },
      // The SDK could not be loaded (offline, a stale deploy): a usable signed-out site rather
      // than a blank page.
      () => report(null),
    )
  }
  const lookAgain = () => {
    if (!following && document.visibilityState === 'visible' && mayHaveStoredUser()) follow()
  }

  const stopWaiting = onAuthStarted(follow)
  document.addEventListener('visibilitychange', lookAgain)
  window.addEventListener('focus', lookAgain)
  if (mayHaveStoredUser()) follow()
  else report(null)
  return () => {
    stopped = true
    clearTimeout(giveUp)
    stopWaiting()
    document.removeEventListener('visibilitychange', lookAgain)
    window.removeEventListener('focus', lookAgain)
    unsubscribe()
  }
}
