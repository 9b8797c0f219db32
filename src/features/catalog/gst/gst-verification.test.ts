import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, TIMINGS } from '@/config/constants'
import { readGstVerified, storeGstVerified, verifyGstin } from './gst-verification'
import * as gstin from './gstin'

describe('GST verified flag', () => {
  beforeEach(() => sessionStorage.clear())

  it('is stored in sessionStorage and read back', () => {
    expect(readGstVerified()).toBe(false)
    expect(storeGstVerified()).toBe(true)
    expect(sessionStorage.getItem(STORAGE_KEYS.gstVerified)).toBe('true')
    expect(readGstVerified()).toBe(true)
  })

  it('ignores other values', () => {
    sessionStorage.setItem(STORAGE_KEYS.gstVerified, 'yes')
    expect(readGstVerified()).toBe(false)
  })

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(storeGstVerified()).toBe(false)
    expect(readGstVerified()).toBe(false)
  })
})

describe('verifyGstin', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers only after the simulated delay', async () => {
    const settled = vi.fn()
    void verifyGstin('27AAPFU0939F1ZV').then(settled)
    await vi.advanceTimersByTimeAsync(TIMINGS.gstVerifyDelayMs - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ valid: true }))
  })

  it('resolves invalid numbers as invalid', async () => {
    const result = verifyGstin('27AAPFU0939F1ZO')
    await vi.advanceTimersByTimeAsync(TIMINGS.gstVerifyDelayMs)
    await expect(result).resolves.toEqual({ valid: false, reason: 'checksum' })
  })

  it('rejects when validation fails unexpectedly', async () => {
    vi.spyOn(gstin, 'validateGstin').mockImplementation(() => {
      throw new Error('boom')
    })
    const result = verifyGstin('27AAPFU0939F1ZV')
    const expectation = expect(result).rejects.toThrow('boom')
    await vi.advanceTimersByTimeAsync(TIMINGS.gstVerifyDelayMs)
    await expectation
  })
})
