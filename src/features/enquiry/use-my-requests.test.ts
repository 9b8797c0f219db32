import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storedUserKey } from '@/lib/session/stored-user'

/** Counts how often Auth's module is loaded: each load is the SDK's code fetched. */
const sdk = vi.hoisted(() => ({ loads: 0 }))
vi.mock('@/lib/session/auth', () => {
  sdk.loads += 1
  return {
    currentUid: () => Promise.resolve('guest-uid'),
    currentUser: () => ({ uid: 'guest-uid', isAnonymous: true }),
  }
})
const leads = vi.hoisted(() => ({ listMyOrderRequests: vi.fn() }))
vi.mock('@/lib/leads/my-requests', () => leads)
const submit = vi.hoisted(() => ({ notifiedMarksSettled: vi.fn() }))
vi.mock('@/lib/leads/submit/send', () => submit)

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The hook from fresh modules, so each test counts its own loads of Auth. */
async function renderMyRequests() {
  vi.resetModules()
  const { useMyRequests } = await import('./use-my-requests')
  return renderHook(() => useMyRequests())
}

/** What the Auth SDK stores for a guest signed in anonymously to send a request. */
const storeGuest = () =>
  localStorage.setItem(storedUserKey('key'), '{"uid":"guest-uid","isAnonymous":true}')

beforeEach(() => {
  sdk.loads = 0
  leads.listMyOrderRequests.mockReset().mockResolvedValue([])
  submit.notifiedMarksSettled.mockReset().mockResolvedValue(undefined)
})
afterEach(() => localStorage.clear())

describe('useMyRequests', () => {
  it('tells a browser that holds no user at all that it is signed out, without loading Auth', async () => {
    const { result } = await renderMyRequests()
    await waitFor(() => expect(result.current.status).toBe('nobody'))
    await settle()
    expect(sdk.loads).toBe(0)
    expect(leads.listMyOrderRequests).not.toHaveBeenCalled()
  })

  it('starts Auth for a guest who sent a request from this browser, and lists theirs', async () => {
    storeGuest()
    const { result } = await renderMyRequests()
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(sdk.loads).toBe(1)
    expect(leads.listMyOrderRequests).toHaveBeenCalledWith({ uid: 'guest-uid', isAnonymous: true })
  })

  it('reads the list only once this page’s notified marks have been answered', async () => {
    storeGuest()
    let marked!: () => void
    submit.notifiedMarksSettled.mockReturnValue(new Promise<void>((resolve) => (marked = resolve)))
    const { result } = await renderMyRequests()
    await settle()
    expect(leads.listMyOrderRequests).not.toHaveBeenCalled()
    marked()
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(leads.listMyOrderRequests).toHaveBeenCalledWith({ uid: 'guest-uid', isAnonymous: true })
  })
})
