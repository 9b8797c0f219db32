import AES from 'crypto-js/aes'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'
import { decodePendingClaim, takePendingClaim } from './pending-claim'

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
