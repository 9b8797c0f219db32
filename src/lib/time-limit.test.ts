// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TimedOut, withTimeLimit } from './time-limit'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('withTimeLimit', () => {
  it('passes an answer through that comes in time', async () => {
    const work = new Promise((resolve) => setTimeout(() => resolve('ok'), 999))
    const limited = withTimeLimit(work, 1000, 'The service')
    await vi.advanceTimersByTimeAsync(999)
    await expect(limited).resolves.toBe('ok')
  })

  it('passes a failure through that comes in time', async () => {
    const limited = withTimeLimit(Promise.reject(new Error('refused')), 1000, 'The service')
    await expect(limited).rejects.toThrow('refused')
  })

  it('gives up with a readable TimedOut once the limit has passed', async () => {
    const limited = withTimeLimit(new Promise(() => {}), 1000, 'The mail service')
    const outcome = limited.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(TimedOut)
    expect((error as Error).message).toBe(
      'The mail service did not answer in time. Please check your connection and try again.',
    )
  })

  it('leaves no timer behind once the work has answered', async () => {
    await withTimeLimit(Promise.resolve(1), 1000, 'x')
    expect(vi.getTimerCount()).toBe(0)
  })
})
