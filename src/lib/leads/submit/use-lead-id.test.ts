import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { useLeadId } from './use-lead-id'

describe('useLeadId', () => {
  it('sends a retry of the same lead under the same id', () => {
    const { result } = renderHook(() => useLeadId())
    const first = result.current.idFor({ name: 'Asha', message: 'Rates?' })
    expect(first).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(result.current.idFor({ name: 'Asha', message: 'Rates?' })).toBe(first)
  })

  it('sends a lead edited since its last attempt under a new id, and its retries under that', () => {
    const { result } = renderHook(() => useLeadId())
    const first = result.current.idFor({ name: 'Asha', message: 'Rates?' })
    const edited = result.current.idFor({ name: 'Asha', message: 'Rates for 30kg?' })
    expect(edited).not.toBe(first)
    expect(result.current.idFor({ name: 'Asha', message: 'Rates for 30kg?' })).toBe(edited)
    // Back to the first words: that record may exist, but this is a new attempt after another.
    expect(result.current.idFor({ name: 'Asha', message: 'Rates?' })).not.toBe(first)
  })

  it('gives the next lead a new id once one went out, even with the same words', () => {
    const { result } = renderHook(() => useLeadId())
    const sent = result.current.idFor({ message: 'Rates?' })
    result.current.sent()
    expect(result.current.idFor({ message: 'Rates?' })).not.toBe(sent)
  })

  it('keeps a form’s last attempt beside its draft: reopened, the form retries under the same id', () => {
    const closed = renderHook(() => useLeadId('application:7'))
    const first = closed.result.current.idFor({ name: 'Ravi' })
    closed.unmount()
    const reopened = renderHook(() => useLeadId('application:7'))
    expect(reopened.result.current.idFor({ name: 'Ravi' })).toBe(first)
    // Another form's draft is another lead.
    expect(
      renderHook(() => useLeadId('application:8')).result.current.idFor({ name: 'Ravi' }),
    ).not.toBe(first)
    reopened.result.current.sent()
    reopened.unmount()
    const next = renderHook(() => useLeadId('application:7'))
    expect(next.result.current.idFor({ name: 'Ravi' })).not.toBe(first)
  })

  it('keeps the last attempt in this tab’s storage: after a reload the form retries under the same id', async () => {
    const first = renderHook(() => useLeadId('enquiry')).result.current.idFor({ name: 'Ravi' })
    expect(sessionStorage.getItem(STORAGE_KEYS.leadAttempts)).toContain(first)
    vi.resetModules()
    const reloaded = await import('./use-lead-id')
    const again = renderHook(() => reloaded.useLeadId('enquiry'))
    expect(again.result.current.idFor({ name: 'Ravi' })).toBe(first)
    again.result.current.sent()
    expect(sessionStorage.getItem(STORAGE_KEYS.leadAttempts)).toBeNull()
  })
})
