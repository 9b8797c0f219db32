import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listOrderRequests } from '@/lib/leads'
import { notifiedMarksSettled } from '@/lib/leads-submit'
import { useMyRequests } from './use-my-requests'

vi.mock('@/lib/auth', () => ({ currentUid: () => Promise.resolve('guest-uid') }))
vi.mock('@/lib/leads', () => ({ listOrderRequests: vi.fn() }))
vi.mock('@/lib/leads-submit', () => ({ notifiedMarksSettled: vi.fn() }))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  vi.mocked(listOrderRequests).mockReset().mockResolvedValue([])
  vi.mocked(notifiedMarksSettled).mockReset().mockResolvedValue()
})

describe('useMyRequests', () => {
  it('reads the list only once this page’s notified marks have been answered', async () => {
    let marked!: () => void
    vi.mocked(notifiedMarksSettled).mockReturnValue(new Promise((resolve) => (marked = resolve)))
    const { result } = renderHook(() => useMyRequests())
    await settle()
    expect(listOrderRequests).not.toHaveBeenCalled()
    marked()
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(listOrderRequests).toHaveBeenCalledWith('guest-uid')
  })
})
