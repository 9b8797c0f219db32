import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { leadReference } from '@/lib/leads/submit/lead-id'
import type { OrderRequestInput } from '@/lib/leads/lead-types'
import { submitOrderRequest } from '@/lib/leads/submit/send'
import { TIME_LIMITS, TimedOut } from '@/lib/util/time-limit'
import { forgetContact, rememberContact } from '@/lib/storage/remembered-contact'
import { useOrderSender } from './use-order-sender'
import { sessionContact } from '@/test/session-contact'
import { useSessionContact, type SessionContact } from '@/hooks/use-session-contact'

vi.mock('@/lib/leads/submit/send', () => ({ submitOrderRequest: vi.fn() }))
vi.mock('@/lib/storage/remembered-contact', () => ({
  rememberContact: vi.fn(),
  forgetContact: vi.fn(),
}))
vi.mock('@/hooks/use-session-contact', () => ({ useSessionContact: vi.fn() }))

const GUEST: SessionContact = sessionContact()
const record: OrderRequestInput = {
  source: 'buy-now',
  name: 'Ravi Stores',
  email: 'ravi@example.com',
  phone: '9876500000',
  company: '',
  delivery: '',
  message: '',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [{ product: 'Bura', size: '5kg', packs: 1, packPrice: 278 }],
  totalKg: 5,
  total: 278,
}

beforeEach(() => {
  vi.mocked(submitOrderRequest)
    .mockReset()
    .mockImplementation(async (id) => ({ reference: leadReference(id), recorded: true }))
  vi.mocked(useSessionContact).mockReturnValue(GUEST)
  vi.mocked(rememberContact).mockReset()
  vi.mocked(forgetContact).mockReset()
})

describe('useOrderSender', () => {
  it('sends the record under an id whose reference it answers with, with the signed-in buyer’s id', async () => {
    vi.mocked(useSessionContact).mockReturnValue({ ...GUEST, uid: 'uid-7' })
    const { result } = renderHook(() => useOrderSender('order:Bura:5kg'))
    const outcome = await act(() => result.current.send(record))
    const [id, recorded, userId] = vi.mocked(submitOrderRequest).mock.calls[0] ?? []
    expect(recorded).toBe(record)
    expect(userId).toBe('uid-7')
    expect(outcome.reference).toBe(leadReference(id ?? ''))
    // A signed-in buyer's details come from the account.
    expect(rememberContact).not.toHaveBeenCalled()
    expect(forgetContact).not.toHaveBeenCalled()
  })

  it('keeps a guest’s details on the device once sent, when they asked for it', async () => {
    const { result } = renderHook(() => useOrderSender('order:Bura:5kg'))
    act(() => result.current.changeRemember(true))
    await act(() => result.current.send(record))
    expect(rememberContact).toHaveBeenCalledExactlyOnceWith({
      name: 'Ravi Stores',
      email: 'ravi@example.com',
      phone: '9876500000',
    })
  })

  it('forgets a guest’s details once sent when they did not ask, and when they untick', async () => {
    vi.mocked(useSessionContact).mockReturnValue({ ...GUEST, remembered: true })
    const { result } = renderHook(() => useOrderSender('order:Bura:5kg'))
    expect(result.current.remember).toBe(true)
    act(() => result.current.changeRemember(false))
    expect(forgetContact).toHaveBeenCalledTimes(1)
    await act(() => result.current.send(record))
    expect(forgetContact).toHaveBeenCalledTimes(2)
    expect(rememberContact).not.toHaveBeenCalled()
  })

  it('remembers nothing when the send fails', async () => {
    vi.mocked(submitOrderRequest).mockRejectedValue(new Error('offline'))
    const { result } = renderHook(() => useOrderSender('order:Bura:5kg'))
    act(() => result.current.changeRemember(true))
    await expect(act(() => result.current.send(record))).rejects.toThrow('offline')
    expect(rememberContact).not.toHaveBeenCalled()
  })

  it('gives up at the send’s deadline however long its steps take, remembering nothing', async () => {
    vi.useFakeTimers()
    vi.mocked(submitOrderRequest).mockReturnValue(new Promise(() => {}))
    const { result } = renderHook(() => useOrderSender('order:Bura:5kg'))
    act(() => result.current.changeRemember(true))
    const sent = result.current.send(record).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(TIME_LIMITS.sendMs)
    expect(await sent).toBeInstanceOf(TimedOut)
    expect(rememberContact).not.toHaveBeenCalled()
    vi.useRealTimers()
  })
})
