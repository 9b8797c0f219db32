/**
 * Whether this browser may hold a signed-in Firebase user, answered synchronously and without
 * the Auth SDK: auth.ts keeps the user in localStorage (`browserLocalPersistence`), under
 * `firebase:authUser:<apiKey>:<app name>` (firebase 12, @firebase/auth `_persistenceKeyName`).
 *
 * The same question is asked twice, with the same answer:
 *  - by SESSION_HINT_SCRIPT, inline in every page's <head>, before anything is painted: a page
 *    prerendered in its signed-out state is hidden (session-mark.ts, index.css) when a user may
 *    be signed in, so no wrong header ever shows;
 *  - by the app (mount.tsx, follow-auth.ts), which then either takes over the prerendered page
 *    at once or waits for the SDK.
 * Storage that cannot be read counts as "may have a user": the SDK decides.
 *
 * A guest who sent a request was signed in anonymously (their requests stay theirs); to every
 * page they are still signed out, so an anonymous stored user does not count.
 */
import { SESSION_PENDING_ATTRIBUTE, SESSION_PENDING_VALUE } from './session-mark.ts'

/** The prefix of every Firebase Auth user record in localStorage. */
export const STORED_USER_PREFIX = 'firebase:authUser:'

export function storedUserKey(apiKey: string, appName = '[DEFAULT]'): string {
  return `${STORED_USER_PREFIX}${apiKey}:${appName}`
}

/** How the SDK writes an anonymous user's record (the JSON of its user, without spaces). */
export const ANONYMOUS_MARK = '"isAnonymous":true'

/**
 * False only when there is certainly no stored signed-in user (an anonymous guest is none), of
 * any Firebase app of this origin.
 */
export function mayHaveStoredUser(storage?: Storage): boolean {
  try {
    const store = storage ?? window.localStorage
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(STORED_USER_PREFIX) && !store.getItem(key)?.includes(ANONYMOUS_MARK)) {
        return true
      }
    }
    return false
  } catch {
    return true
  }
}

/**
 * mayHaveStoredUser as a classic inline script (ES5, no imports), marking <html> when a user may
 * be signed in. The Content-Security-Policy allows exactly this text by its hash
 * (tools/hosting/session-hint.ts): any change here needs the new hash in firebase.json, which a
 * unit test enforces.
 */
export const SESSION_HINT_SCRIPT =
  `(function(){var d=document.documentElement;try{var s=window.localStorage;` +
  `for(var i=0;i<s.length;i++){var k=s.key(i)||'';if(k.indexOf('${STORED_USER_PREFIX}')===0&&` +
  `(s.getItem(k)||'').indexOf('${ANONYMOUS_MARK}')<0){` +
  `d.setAttribute('${SESSION_PENDING_ATTRIBUTE}','${SESSION_PENDING_VALUE}');return}}}` +
  `catch(e){d.setAttribute('${SESSION_PENDING_ATTRIBUTE}','${SESSION_PENDING_VALUE}')}})()`
