/**
 * Whether this browser may hold a signed-in Firebase user, answered without loading the Auth SDK:
 * read from the IndexedDB store that `indexedDBLocalPersistence` (auth.ts) writes. A signed-out
 * visitor — no database, or no user record in it — can then be shown the site while the SDK loads
 * later; anything else (a stored user, an unexpected layout, an error) waits for the SDK.
 *
 * Layout as written by firebase 12 (@firebase/auth persistence/indexed_db.ts and
 * `_persistenceKeyName`): database `firebaseLocalStorageDb`, store `firebaseLocalStorage`, keyPath
 * `fbase_key`, user under `firebase:authUser:<apiKey>:<app name>`. Should a future SDK move it,
 * the answer is "no user" and the SDK's own report corrects the session as soon as it loads.
 */
const DB_NAME = 'firebaseLocalStorageDb'
const STORE_NAME = 'firebaseLocalStorage'
const DEFAULT_APP = '[DEFAULT]'
/** IndexedDB answers in milliseconds; past this something is wrong and the SDK decides. */
const TIMEOUT_MS = 1500

export function storedUserKey(apiKey: string, appName = DEFAULT_APP): string {
  return `firebase:authUser:${apiKey}:${appName}`
}

/** False only when there is certainly no stored user. */
export function mayHaveStoredUser(apiKey: string, appName = DEFAULT_APP): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), TIMEOUT_MS)
    const answer = (value: boolean) => {
      clearTimeout(timer)
      resolve(value)
    }
    let request: IDBOpenDBRequest
    try {
      if (typeof indexedDB === 'undefined') return answer(true)
      request = indexedDB.open(DB_NAME)
    } catch {
      return answer(true)
    }
    let absent = false
    // No database yet: nobody has signed in here. Abort, so that reading does not create it.
    request.onupgradeneeded = () => {
      absent = true
      request.transaction?.abort()
    }
    request.onerror = (event) => {
      event.preventDefault()
      answer(!absent)
    }
    request.onsuccess = () => {
      const db = request.result
      try {
        if (!db.objectStoreNames.contains(STORE_NAME)) {
          db.close()
          return answer(true)
        }
        const read = db
          .transaction(STORE_NAME, 'readonly')
          .objectStore(STORE_NAME)
          .count(storedUserKey(apiKey, appName))
        read.onsuccess = () => {
          db.close()
          answer(read.result > 0)
        }
        read.onerror = () => {
          db.close()
          answer(true)
        }
      } catch {
        db.close()
        answer(true)
      }
    }
  })
}
