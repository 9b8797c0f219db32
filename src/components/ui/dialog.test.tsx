import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { supportModalDialogs } from '@/test/dialog'
import { holdFrames, laterTasks } from '@/test/frames'
import { Dialog } from './dialog'

supportModalDialogs()
afterEach(() => vi.restoreAllMocks())

function Page({
  open,
  onClose,
  withDialog = true,
}: {
  open: boolean
  onClose: () => void
  withDialog?: boolean
}) {
  return (
    <main tabIndex={-1}>
      <button type="button">Open</button>
      {withDialog ? (
        <Dialog open={open} onClose={onClose} title="Verify GST">
          <p>Content</p>
        </Dialog>
      ) : null}
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

  /** Opens the dialog from the Open button and lets its first frame make it modal. */
  async function openModal(onClose = vi.fn()) {
    const frame = holdFrames()
    const view = render(<Page open={false} onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    view.rerender(<Page open onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Verify GST' }) as HTMLDialogElement
    const showModal = vi.spyOn(dialog, 'showModal')
    frame.renderFrame()
    await act(laterTasks)
    expect(showModal).toHaveBeenCalledOnce()
    screen.getByRole('button', { name: /close/i }).focus()
    return { ...frame, view, opener, dialog, onClose }
  }

  it('modal, is hidden at once when closed and closed, focus back, after the next frame', async () => {
    const { renderFrame, view, opener, dialog, onClose } = await openModal()
    const close = vi.spyOn(dialog, 'close')
    view.rerender(<Page open={false} onClose={onClose} />)
    expect(dialog).not.toBeVisible()
    expect(close).not.toHaveBeenCalled()
    renderFrame()
    await act(laterTasks)
    expect(close).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(false)
    expect(dialog.style.display).toBe('')
    expect(opener).toHaveFocus()
  })

  it.each([
    ['a key', (target: Element) => fireEvent.keyDown(target, { key: 'Tab' })],
    ['a pointer', (target: Element) => fireEvent.pointerDown(target)],
  ])('closes at once when %s is pressed before that frame', async (_, press) => {
    const { view, opener, dialog, onClose } = await openModal()
    view.rerender(<Page open={false} onClose={onClose} />)
    expect(dialog.open).toBe(true)
    press(document.body)
    expect(dialog.open).toBe(false)
    expect(opener).toHaveFocus()
  })

  it('opened again before that frame, finishes the close and opens anew', async () => {
    const { view, opener, dialog, onClose } = await openModal()
    view.rerender(<Page open={false} onClose={onClose} />)
    const close = vi.spyOn(dialog, 'close')
    const show = vi.spyOn(dialog, 'show')
    view.rerender(<Page open onClose={onClose} />)
    expect(close).toHaveBeenCalledOnce()
    expect(show).toHaveBeenCalledOnce()
    expect(dialog).toBeVisible()
    expect(opener).toHaveFocus()
  })

  it('taken off the page before that frame, gives focus back to its opener', async () => {
    const { view, opener, onClose } = await openModal()
    view.rerender(<Page open={false} onClose={onClose} />)
    view.rerender(<Page open={false} onClose={onClose} withDialog={false} />)
    expect(opener).toHaveFocus()
  })

  it('taking over from one whose close waits, finishes that close and returns focus to their opener', async () => {
    const frame = holdFrames()
    const onClose = vi.fn()
    const Pair = ({ first, second }: { first: boolean; second: boolean }) => (
      <main tabIndex={-1}>
        <button type="button">Open</button>
        <Dialog open={first} onClose={onClose} title="Verify GST">
          <button type="button">Continue to order</button>
        </Dialog>
        <Dialog open={second} onClose={onClose} title="Order request">
          <p>Form</p>
        </Dialog>
      </main>
    )
    const view = render(<Pair first={false} second={false} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    view.rerender(<Pair first second={false} />)
    const first = screen.getByRole('dialog', { name: 'Verify GST' }) as HTMLDialogElement
    frame.renderFrame()
    await act(laterTasks)
    screen.getByRole('button', { name: 'Continue to order' }).focus()
    view.rerender(<Pair first={false} second />)
    expect(first.open).toBe(false)
    frame.renderFrame()
    await act(laterTasks)
    view.rerender(<Pair first={false} second={false} />)
    frame.renderFrame()
    await act(laterTasks)
    expect(opener).toHaveFocus()
  })
})
