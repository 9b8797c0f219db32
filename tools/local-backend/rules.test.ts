// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PUBLIC_COLLECTIONS, USER_FIELD_LIMITS } from '../../src/lib/schema'
import type { Fields } from './firestore-values'
import { isAllowed, isValidUser, type AccessRequest } from './rules'

const UID = 'user-1'

function user(overrides: Record<string, Fields[string] | undefined> = {}): Fields {
  const base: Fields = {
    name: { stringValue: 'Asha Traders' },
    email: { stringValue: 'asha@example.com' },
    phone: { stringValue: '+91 98765 43210' },
    userId: { stringValue: UID },
    type: { stringValue: 'b2b' },
    createdAt: { timestampValue: '2026-01-01T00:00:00Z' },
  }
  const merged: Record<string, Fields[string] | undefined> = { ...base, ...overrides }
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as Fields
}

const text = (n: number) => ({ stringValue: 'x'.repeat(n) })

function allowed(request: Partial<AccessRequest>): boolean {
  return isAllowed({ operation: 'get', collection: 'users', authUid: null, ...request })
}

describe('catalogue collections', () => {
  it.each(PUBLIC_COLLECTIONS)('%s: anyone may get and list', (collection) => {
    expect(allowed({ collection, operation: 'get', docId: 'a' })).toBe(true)
    expect(allowed({ collection, operation: 'list' })).toBe(true)
  })

  it.each(PUBLIC_COLLECTIONS)('%s: nobody may write, signed in or not', (collection) => {
    for (const operation of ['create', 'update', 'delete'] as const) {
      for (const authUid of [null, UID]) {
        expect(allowed({ collection, operation, docId: 'a', authUid, data: {} })).toBe(false)
      }
    }
  })
})

describe('users/{uid}', () => {
  it('the owner may get their document; others and signed-out visitors may not', () => {
    expect(allowed({ operation: 'get', docId: UID, authUid: UID })).toBe(true)
    expect(allowed({ operation: 'get', docId: UID, authUid: 'someone-else' })).toBe(false)
    expect(allowed({ operation: 'get', docId: UID, authUid: null })).toBe(false)
  })

  it('nobody may list users, not even a signed-in user', () => {
    expect(allowed({ operation: 'list', authUid: UID })).toBe(false)
    expect(allowed({ operation: 'list', authUid: null })).toBe(false)
  })

  it('nobody may delete, not even the owner', () => {
    expect(allowed({ operation: 'delete', docId: UID, authUid: UID })).toBe(false)
  })

  it.each(['create', 'update'] as const)(
    'the owner may %s with valid data; nobody else',
    (operation) => {
      expect(allowed({ operation, docId: UID, authUid: UID, data: user() })).toBe(true)
      expect(allowed({ operation, docId: UID, authUid: 'someone-else', data: user() })).toBe(false)
      expect(allowed({ operation, docId: UID, authUid: null, data: user() })).toBe(false)
      expect(allowed({ operation, docId: UID, authUid: UID, data: user({ name: text(0) }) })).toBe(
        false,
      )
    },
  )
})

describe('user document validation', () => {
  it('accepts the required fields, with or without profilePicture', () => {
    expect(isValidUser(UID, user())).toBe(true)
    expect(isValidUser(UID, user({ profilePicture: { stringValue: '' } }))).toBe(true)
    expect(isValidUser(UID, user({ profilePicture: text(USER_FIELD_LIMITS.profilePicture) }))).toBe(
      true,
    )
  })

  it.each(['name', 'email', 'phone', 'userId', 'type', 'createdAt'])('requires %s', (field) => {
    expect(isValidUser(UID, user({ [field]: undefined }))).toBe(false)
  })

  it('refuses any other field', () => {
    expect(isValidUser(UID, user({ role: { stringValue: 'admin' } }))).toBe(false)
  })

  it('bounds string lengths at the limits of USER_FIELD_LIMITS', () => {
    expect(isValidUser(UID, user({ name: text(USER_FIELD_LIMITS.name) }))).toBe(true)
    expect(isValidUser(UID, user({ name: text(USER_FIELD_LIMITS.name + 1) }))).toBe(false)
    expect(isValidUser(UID, user({ name: text(0) }))).toBe(false)
    expect(isValidUser(UID, user({ email: text(USER_FIELD_LIMITS.email) }))).toBe(true)
    expect(isValidUser(UID, user({ email: text(USER_FIELD_LIMITS.email + 1) }))).toBe(false)
    expect(isValidUser(UID, user({ phone: text(USER_FIELD_LIMITS.phone) }))).toBe(true)
    expect(isValidUser(UID, user({ phone: text(USER_FIELD_LIMITS.phone + 1) }))).toBe(false)
    expect(isValidUser(UID, user({ phone: text(0) }))).toBe(false)
    expect(
      isValidUser(UID, user({ profilePicture: text(USER_FIELD_LIMITS.profilePicture + 1) })),
    ).toBe(false)
  })

  it('counts characters, not UTF-16 units, like the rules language', () => {
    const emoji = { stringValue: '🌾'.repeat(USER_FIELD_LIMITS.name) }
    expect(isValidUser(UID, user({ name: emoji }))).toBe(true)
  })

  it('checks types and fixed values', () => {
    expect(isValidUser(UID, user({ name: { integerValue: '1' } }))).toBe(false)
    expect(isValidUser(UID, user({ userId: { stringValue: 'someone-else' } }))).toBe(false)
    expect(isValidUser(UID, user({ type: { stringValue: 'b2c' } }))).toBe(false)
    expect(isValidUser(UID, user({ createdAt: { stringValue: '2026-01-01T00:00:00Z' } }))).toBe(
      false,
    )
    expect(isValidUser(UID, user({ profilePicture: { nullValue: null } }))).toBe(false)
  })
})
