import AES from 'crypto-js/aes'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'
import {
  decodePendingClaim,
  encodePendingClaim,
  handoverClaimOf,
  storePendingClaim,
  takePendingClaim,
} from './pending-claim'

const PASSPHRASE = 'test-passphrase'
const encrypt = (value: unknown, passphrase = PASSPHRASE) =>
  AES.encrypt(JSON.stringify(value), passphrase).toString()

describe('decodePendingClaim', () => {
  it('decrypts and parses a three-value array', () => {
    expect(decodePendingClaim(encrypt(['GST123', 42, { a: true }]), PASSPHRASE)).toEqual([
      'GST123',
      42,
      { a: true },
    ])
  })

  it.each([
    ['a wrong passphrase', encrypt(['a', 'b', 'c'], 'other-passphrase')],
    ['plain text', 'not encrypted at all'],
    ['an empty string', ''],
    ['encrypted non-JSON', AES.encrypt('{{{', PASSPHRASE).toString()],
    ['an array of two', encrypt(['a', 'b'])],
    ['an array of four', encrypt([1, 2, 3, 4])],
    ['an object', encrypt({ 0: 'a', 1: 'b', 2: 'c', length: 3 })],
    ['a string', encrypt('abc')],
  ])('returns null for %s', (_label, cipher) => {
    expect(decodePendingClaim(cipher, PASSPHRASE)).toBeNull()
  })
})

describe('takePendingClaim', () => {
  beforeEach(() => localStorage.clear())

  it('uses the configured passphrase and removes the item after decoding it', () => {
    localStorage.setItem(
      STORAGE_KEYS.pendingClaim,
      encrypt(['x', 'y', 'z'], env.pendingClaimPassphrase),
    )
    expect(takePendingClaim()).toEqual({ status: 'decoded', claim: ['x', 'y', 'z'] })
    expect(localStorage.getItem(STORAGE_KEYS.pendingClaim)).toBeNull()
    expect(takePendingClaim()).toEqual({ status: 'absent' })
  })

  it('removes a corrupt item too', () => {
    localStorage.setItem(STORAGE_KEYS.pendingClaim, 'garbage')
    expect(takePendingClaim(localStorage, PASSPHRASE)).toEqual({ status: 'corrupt' })
    expect(localStorage.getItem(STORAGE_KEYS.pendingClaim)).toBeNull()
  })

  it('reports absent when storage is unavailable', () => {
    const storage = {
      getItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
      removeItem: vi.fn(),
    }
    expect(takePendingClaim(storage, PASSPHRASE)).toEqual({ status: 'absent' })
  })

  it('still decodes when the item cannot be removed', () => {
    const storage = {
      getItem: () => encrypt([1, 2, 3]),
      removeItem: vi.fn(() => {
        throw new DOMException('read-only', 'SecurityError')
      }),
    }
    expect(takePendingClaim(storage, PASSPHRASE)).toEqual({ status: 'decoded', claim: [1, 2, 3] })
    expect(storage.removeItem).toHaveBeenCalledWith(STORAGE_KEYS.pendingClaim)
  })
})

describe('the hand-over a claim stands for', () => {
  const claim = {
    guestUid: 'guest-7f3k',
    key: 'Hk3v9QpL2xTz7WmN4rYb8CdF6gJs1aEu',
    createdAtMillis: 1_780_000_000_000,
  }

  it('is encoded as [guestUid, key, createdAtMillis] and decoded back', () => {
    const text = encodePendingClaim(claim, PASSPHRASE)
    const tuple = decodePendingClaim(text, PASSPHRASE)
    expect(tuple).toEqual(['guest-7f3k', 'Hk3v9QpL2xTz7WmN4rYb8CdF6gJs1aEu', 1_780_000_000_000])
    expect(handoverClaimOf(tuple!)).toEqual(claim)
  })

  it('is encrypted: the item shows neither the id nor the key', () => {
    const text = encodePendingClaim(claim, PASSPHRASE)
    expect(text).not.toContain(claim.guestUid)
    expect(text).not.toContain(claim.key)
    expect(decodePendingClaim(text, 'other-passphrase')).toBeNull()
  })

  it('is stored under pending_claim with the configured passphrase, for the session to take', () => {
    localStorage.clear()
    const text = storePendingClaim(claim)
    expect(localStorage.getItem(STORAGE_KEYS.pendingClaim)).toBe(text)
    expect(takePendingClaim()).toEqual({
      status: 'decoded',
      claim: ['guest-7f3k', 'Hk3v9QpL2xTz7WmN4rYb8CdF6gJs1aEu', 1_780_000_000_000],
    })
  })

  it.each([
    ['no guest id', ['', claim.key, claim.createdAtMillis]],
    ['a guest id that is a number', [7, claim.key, claim.createdAtMillis]],
    ['a key one character short', [claim.guestUid, claim.key.slice(1), claim.createdAtMillis]],
    ['a key that is a number', [claim.guestUid, 42, claim.createdAtMillis]],
    ['a time that is a string', [claim.guestUid, claim.key, '1780000000000']],
    ['no time', [claim.guestUid, claim.key, null]],
  ] as const)('is none for %s', (_label, tuple) => {
    expect(handoverClaimOf(tuple)).toBeNull()
  })
})
