import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from './auth'
import { TIME_LIMITS } from '@/lib/util/time-limit'

const sdk = vi.hoisted(() => ({
  loads: 0,
  listener: null as ((user: SessionUser | null) => void) | null,
}))
vi.mock('./auth', () => {
  sdk.loads += 1
  return {
    watchSession: (callback: (user: SessionUser | null) => void) => {
      sdk.listener = callback
      return () => {
        sdk.listener = null
      }
    },
  }
})

const storage = vi.hoisted(() => ({ hasUser: false }))
vi.mock('./stored-user', () => ({ mayHaveStoredUser: () => storage.hasUser }))

const alice: SessionUser = {
  uid: 'alice',
  email: 'a@example.com',
  displayName: null,
  photoURL: null,
  isAnonymous: false,
}

/** Fresh modules per test: auth-started.ts remembers, for the page's lifetime, that Auth started. */
async function start() {
  vi.resetModules()
  const { followAuth } = await import('./follow-auth')
  const { announceAuthStarted } = await import('./auth-started')
  const reports: (string | null)[] = []
  const stop = followAuth((user) => reports.push(user?.uid ?? null))
  return { reports, stop, announceAuthStarted }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('followAuth', () => {
  beforeEach(() => {
    sdk.loads = 0
    sdk.listener = null
    storage.hasUser = false
  })

  it('with no stored user, reports "no user" at once and never loads the SDK on its own', async () => {
    const { reports } = await start()
    await settle()
    expect(reports).toEqual([null])
    expect(sdk.loads).toBe(0)
  })

  it('follows the SDK once something starts Auth, without repeating "no user"', async () => {
    const { reports, announceAuthStarted } = await start()
    await settle()
    announceAuthStarted()
    await vi.waitFor(() => expect(sdk.listener).not.toBeNull())
    sdk.listener?.(null)
    sdk.listener?.(alice)
    sdk.listener?.(null)
    expect(reports).toEqual([null, 'alice', null])
  })

  it('follows the SDK when the tab comes back and a user has appeared in storage', async () => {
    const { reports } = await start()
    await settle()
    storage.hasUser = true
    window.dispatchEvent(new Event('focus'))
    await vi.waitFor(() => expect(sdk.listener).not.toBeNull())
    sdk.listener?.(alice)
    expect(reports).toEqual([null, 'alice'])
  })

  it('with a stored user, waits for the SDK and reports nothing before it', async () => {
    storage.hasUser = true
    const { reports } = await start()
    await vi.waitFor(() => expect(sdk.listener).not.toBeNull())
    expect(reports).toEqual([])
    sdk.listener?.(alice)
    expect(reports).toEqual(['alice'])
  })

  it('reports nothing more once stopped', async () => {
    storage.hasUser = true
    const { reports, stop } = await start()
    await vi.waitFor(() => expect(sdk.listener).not.toBeNull())
    stop()
    expect(sdk.listener).toBeNull()
    expect(reports).toEqual([])
  })

  it('goes on signed out when the SDK has not answered within the time limit, and a late user still counts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      storage.hasUser = true
      const { reports } = await start()
      await vi.dynamicImportSettled()
      expect(sdk.listener).not.toBeNull()
      vi.advanceTimersByTime(TIME_LIMITS.readMs - 1)
      expect(reports).toEqual([])
      vi.advanceTimersByTime(1)
      expect(reports).toEqual([null])
      sdk.listener?.(alice)
      expect(reports).toEqual([null, 'alice'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('sets no time limit for a visitor known to be signed out, and clears it once answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      storage.hasUser = true
      const { reports } = await start()
      await vi.dynamicImportSettled()
      expect(sdk.listener).not.toBeNull()
      sdk.listener?.(alice)
      vi.advanceTimersByTime(TIME_LIMITS.readMs)
      expect(reports).toEqual(['alice'])
    } finally {
      vi.useRealTimers()
    }
  })
})
