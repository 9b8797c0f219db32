import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/constants'
import { verifyGstin } from './gst-verification'
import * as gstin from '@/lib/util/gstin'

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
