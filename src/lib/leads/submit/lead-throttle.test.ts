import { describe, expect, it } from 'vitest'
import { LeadThrottled, secondsToWait, throttleWait } from './lead-throttle'
import { LEAD_THROTTLE } from '@/lib/schema'

const AT = new Date('2026-11-27T10:00:00Z')
const after = (ms: number) => AT.getTime() + ms

describe('secondsToWait', () => {
  it('counts the whole seconds left of the interval after the last lead', () => {
    expect(secondsToWait(AT, after(0))).toBe(LEAD_THROTTLE.seconds)
    expect(secondsToWait(AT, after(5_500))).toBe(LEAD_THROTTLE.seconds - 5)
    expect(secondsToWait(AT, after(LEAD_THROTTLE.seconds * 1000 - 1))).toBe(1)
  })

  it('is 0 once the interval has passed', () => {
    expect(secondsToWait(AT, after(LEAD_THROTTLE.seconds * 1000))).toBe(0)
    expect(secondsToWait(AT, after(3_600_000))).toBe(0)
  })

  it('never asks for more than the interval, whatever this device’s clock says', () => {
    expect(secondsToWait(AT, after(-600_000))).toBe(LEAD_THROTTLE.seconds)
  })
})

describe('throttleWait', () => {
  it('reads the seconds off the throttle’s refusal, and nothing off any other error', () => {
    expect(throttleWait(new LeadThrottled(7))).toBe(7)
    expect(throttleWait(new Error('offline'))).toBeNull()
    expect(throttleWait(undefined)).toBeNull()
  })
})
