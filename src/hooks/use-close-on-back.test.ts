import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useCloseOnBack } from './use-close-on-back'

const MARKER = 'details:7'
const marked = () => (window.history.state as Record<string, unknown> | null)?.openDialog

/** Lets the timer that takes a closed dialog's entry out run, and the popstate it causes land. */
async function backLands(): Promise<void> {
  await vi.waitFor(() => expect(marked()).toBeUndefined())
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('useCloseOnBack', () => {
  it('adds an entry while open, closes on Back, and takes the entry out when closed otherwise', async () => {
    const onClose = vi.fn()
    const { rerender } = renderHook(({ open }) => useCloseOnBack(open, onClose, MARKER), {
      initialProps: { open: true },
    })
    expect(marked()).toBe(MARKER)
    rerender({ open: false })
    await backLands()
    expect(onClose).not.toHaveBeenCalled()

    rerender({ open: true })
    expect(marked()).toBe(MARKER)
    window.history.back()
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('keeps a dialog opened again while the Back of its closing is still on its way', async () => {
    const onClose = vi.fn()
    const { rerender } = renderHook(({ open }) => useCloseOnBack(open, onClose, MARKER), {
      initialProps: { open: true },
    })
    rerender({ open: false })
    // The Back is asked for in a task of its own; the dialog opens again before it lands.
    await new Promise((resolve) => setTimeout(resolve, 0))
    rerender({ open: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onClose).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(marked()).toBe(MARKER))
  })
})
