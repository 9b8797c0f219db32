import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { supportModalDialogs } from '@/test/dialog'
import { Dialog } from './dialog'

supportModalDialogs()

function Page({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <main tabIndex={-1}>
      <button type="button">Open</button>
      <Dialog open={open} onClose={onClose} title="Verify GST">
        <p>Content</p>
      </Dialog>
    </main>
  )
}

describe('Dialog', () => {
  it('closes on Escape from the moment it shows, before it is made modal', () => {
    const onClose = vi.fn()
    render(<Page open onClose={onClose} />)
    expect(screen.getByRole('dialog', { name: 'Verify GST' })).toBeVisible()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('is made modal by a Tab pressed before its first frame, keeping focus inside', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    try {
      render(<Page open onClose={vi.fn()} />)
      const close = screen.getByRole('button', { name: /close/i })
      close.focus()
      expect(showModal).not.toHaveBeenCalled()
      fireEvent.keyDown(close, { key: 'Tab' })
      expect(showModal).toHaveBeenCalledOnce()
      expect(close).toHaveFocus()
      // Modal, it is the browser's: another Tab is not answered again.
      fireEvent.keyDown(close, { key: 'Tab' })
      expect(showModal).toHaveBeenCalledOnce()
    } finally {
      showModal.mockRestore()
    }
  })

  it('gives focus back to the control that opened it', () => {
    const onClose = vi.fn()
    const view = render(<Page open={false} onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    view.rerender(<Page open onClose={onClose} />)
    screen.getByRole('button', { name: /close/i }).focus()
    view.rerender(<Page open={false} onClose={onClose} />)
    expect(opener).toHaveFocus()
    // Escape no longer closes what is closed.
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })
})
