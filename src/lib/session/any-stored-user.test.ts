import { afterEach, describe, expect, it } from 'vitest'
import { mayHaveAnyStoredUser } from './any-stored-user'
import { STORED_USER_PREFIX, storedUserKey } from './stored-user'

afterEach(() => localStorage.clear())

describe('any stored Firebase user, a guest included', () => {
  it('is absent in a storage without one', () => {
    localStorage.setItem('cookie_consent', '{"choice":"accepted"}')
    expect(mayHaveAnyStoredUser()).toBe(false)
  })

  it('is present for a guest signed in anonymously, as the SDK writes it, and for an account', () => {
    localStorage.setItem(storedUserKey('some-api-key'), '{"uid":"g1","isAnonymous":true}')
    expect(mayHaveAnyStoredUser()).toBe(true)
    localStorage.clear()
    localStorage.setItem(storedUserKey('other-key'), '{"uid":"u1","isAnonymous":false}')
    expect(mayHaveAnyStoredUser()).toBe(true)
  })

  it('knows every key the start-up check knows, and no other', () => {
    localStorage.setItem(`${STORED_USER_PREFIX}some-api-key:another-app`, '{"uid":"u1"}')
    expect(mayHaveAnyStoredUser()).toBe(true)
    localStorage.clear()
    localStorage.setItem(STORED_USER_PREFIX.slice(0, -1), '{"uid":"u1"}')
    expect(mayHaveAnyStoredUser()).toBe(false)
  })

  it('counts as possibly present when storage cannot be read', () => {
    const blocked = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError')
      },
    } as unknown as Storage
    expect(mayHaveAnyStoredUser(blocked)).toBe(true)
  })
})
