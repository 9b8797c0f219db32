// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIME_LIMITS, TimedOut, withSendDeadline, withTimeLimit } from './time-limit'

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

describe('withSendDeadline', () => {
  it('ends a send of many steps, each within its own limit, at the one deadline', async () => {
    // Three steps of two thirds of the limit each: every one in time, the whole not.
    const step = () => new Promise((resolve) => setTimeout(resolve, (TIME_LIMITS.sendMs * 2) / 3))
    const send = withSendDeadline(async () => {
      await step()
      await step()
      await step()
      return 'sent'
    }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(TIME_LIMITS.sendMs)
    expect(await send).toBeInstanceOf(TimedOut)
  })

  it('passes a send through that ends in time', async () => {
    await expect(withSendDeadline(() => Promise.resolve('sent'))).resolves.toBe('sent')
  })
})
