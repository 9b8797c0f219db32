import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { GstSession } from '@/lib/storage/gst-session'
import { useGstSession } from '@/lib/storage/gst-session'
import { usePurchaseFlow } from './use-purchase-flow'

vi.mock('@/lib/storage/gst-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/storage/gst-session')>()),
  useGstSession: vi.fn(),
}))

const purchase = { productName: 'Masoor Dal', size: '1kg', price: 95 } as const
const session = (value: GstSession) => vi.mocked(useGstSession).mockReturnValue(value)

beforeEach(() => {
  vi.mocked(useGstSession).mockReset()
})

describe('usePurchaseFlow', () => {
  it('opens the order form for a tab verified with its GSTIN', () => {
    session({ verified: true, details: { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' } })
    const { result } = renderHook(() => usePurchaseFlow())
    act(() => result.current.buy(purchase))
    expect(result.current.order.purchase).toEqual(purchase)
    expect(result.current.gst.open).toBe(false)
  })

  it('names the account’s GSTIN only when the account’s saved GSTIN verified the tab', () => {
    const gstin = '27AAPFU0939F1ZV'
    session({ verified: true, details: { gstin, stateName: 'Maharashtra', fromAccount: true } })
    expect(renderHook(() => usePurchaseFlow()).result.current.accountGstin).toBe(gstin)
    session({ verified: true, details: { gstin, stateName: 'Maharashtra' } })
    expect(renderHook(() => usePurchaseFlow()).result.current.accountGstin).toBeNull()
    session({ verified: false, details: null })
    expect(renderHook(() => usePurchaseFlow()).result.current.accountGstin).toBeNull()
  })

  it('asks for the GSTIN first when the tab is verified but its GSTIN is not known', () => {
    session({ verified: true, details: null })
    const { result } = renderHook(() => usePurchaseFlow())
    act(() => result.current.buy(purchase))
    expect(result.current.order.purchase).toBeNull()
    expect(result.current.gst.open).toBe(true)
    // Verified again, the buyer goes straight on to the order they picked.
    act(() => result.current.gst.onContinue?.())
    expect(result.current.order.purchase).toEqual(purchase)
  })

  it('asks for the GSTIN first when the tab is not verified', () => {
    session({ verified: false, details: null })
    const { result } = renderHook(() => usePurchaseFlow())
    act(() => result.current.buy(purchase))
    expect(result.current.gst.open).toBe(true)
    expect(result.current.order.purchase).toBeNull()
  })
})
