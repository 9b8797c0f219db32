import { afterEach, describe, expect, it } from 'vitest'
import { SESSION_PENDING_ATTRIBUTE, sessionPendingMark } from './session-mark'
import { mayHaveStoredUser, SESSION_HINT_SCRIPT, storedUserKey } from './stored-user'

/** Runs the inline <head> script as the browser would, and reads what it marked. */
function runHintScript(): boolean {
  document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE)
  // Indirect eval: the script runs in global scope, exactly as an inline classic script does.
  ;(0, eval)(SESSION_HINT_SCRIPT)
  return sessionPendingMark()
}

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE)
})

describe('a stored Firebase user, seen synchronously', () => {
  it('is absent in an empty storage, for the app and the inline script alike', () => {
    localStorage.setItem('sf.consent', '{"choice":"accepted"}')
    expect(mayHaveStoredUser()).toBe(false)
    expect(runHintScript()).toBe(false)
  })

  it('is present under the key the Auth SDK writes, for any API key', () => {
    localStorage.setItem(storedUserKey('some-api-key'), '{"uid":"u1"}')
    expect(mayHaveStoredUser()).toBe(true)
    expect(runHintScript()).toBe(true)
  })

  it('does not count an anonymous guest (signed in only to keep their requests), as the SDK writes it', () => {
    localStorage.setItem(
      storedUserKey('some-api-key'),
      '{"uid":"g1","emailVerified":false,"isAnonymous":true,"providerData":[]}',
    )
    expect(mayHaveStoredUser()).toBe(false)
    expect(runHintScript()).toBe(false)
    localStorage.setItem(storedUserKey('other-key'), '{"uid":"u1","isAnonymous":false}')
    expect(mayHaveStoredUser()).toBe(true)
    expect(runHintScript()).toBe(true)
  })

  it('counts as possibly present when storage cannot be read', () => {
    const blocked = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError')
      },
    } as unknown as Storage
    expect(mayHaveStoredUser(blocked)).toBe(true)
  })
})
