import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useCloseOnBack } from '@/hooks/use-close-on-back'
import { uiText } from '@/config/ui-content'
import { afterNextFrame } from '@/lib/util/next-task'
import { cn } from './cn'
import { Icon } from './icons'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  /**
   * The dialog holds a form: a tap on the dimmed backdrop does not close it (a stray tap, or the
   * second tap of a double tap, would throw away what was typed or a result not yet read).
   */
  holdsForm?: boolean
  /**
   * The browser's Back closes the dialog, through a history entry of its own. A dialog that a
   * held navigation opened ("leave without saving?") goes without: the router's blocker is
   * answering that navigation, and an entry added meanwhile would become part of it.
   */
  closesOnBack?: boolean
}

/**
 * Turns `dialog`, open but not modal, into a modal one (showModal() cannot be called on an open
 * dialog), keeping focus where it was inside it. Says whether it did (a closed one it leaves).
 */
function makeModal(dialog: HTMLDialogElement): boolean {
  if (!dialog.open) return false
  const focused = dialog.contains(document.activeElement) ? document.activeElement : null
  dialog.removeAttribute('open')
  dialog.showModal()
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused)
    focused.focus({ preventScroll: true })
  return true
}

/** What finishes each close that waits for its frame (closeAfterFrame). */
const waitingCloses = new Set<() => void>()

/**
 * Closes `dialog`, a modal one, as whoever asked sees it: hidden at once and closed a frame later.
 * Closing a modal dialog gives the page behind it back (no longer inert), which restyles all of
 * it: a long task on a phone, which would hold back the frame that shows the dialog gone. A key
 * or a pointer pressed before then finishes the close at once, so it reaches the page as after
 * any close, and so does a dialog opening (see Dialog). `finish` closes it and gives focus back;
 * the result finishes it now.
 */
function closeAfterFrame(dialog: HTMLDialogElement, finish: () => void): () => void {
  let done = false
  const now = () => {
    if (done) return
    done = true
    waitingCloses.delete(now)
    document.removeEventListener('keydown', now, true)
    document.removeEventListener('pointerdown', now, true)
    dialog.style.removeProperty('display')
    finish()
  }
  dialog.style.display = 'none'
  waitingCloses.add(now)
  document.addEventListener('keydown', now, true)
  document.addEventListener('pointerdown', now, true)
  void afterNextFrame().then(now)
  return now
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes, the browser's Back button closes it rather than leaving the page, and
 * focus returns to the control that opened it. For its first frame it is shown without being
 * modal (see the effect below), looking the same: fixed over the page, dimming it; closed, it is
 * hidden for a frame before it is closed (closeAfterFrame).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
  holdsForm = false,
  closesOnBack = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  const opener = useRef<Element | null>(null)
  const modal = useRef(false)
  /** Finishes a close that waits for its frame (closeAfterFrame), while one does. */
  const closing = useRef<(() => void) | null>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  useCloseOnBack(open && closesOnBack, onClose, titleId)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open) {
      // A close still waiting for its frame is finished first: this one's or, when this dialog
      // takes over from another (GST check → order), that one's, whose focus goes back to its
      // opener, which is then this dialog's opener too.
      waitingCloses.forEach((finish) => finish())
      if (!dialog.open) {
        opener.current = document.activeElement
        // Shown over the page at once, and made modal once that is on screen: making the rest
        // of the page inert restyles all of it, a long task on a phone that would hold back the
        // tap's answer. Until then the dialog looks the same (see its classes).
        dialog.show()
      }
      let current = true
      // Before it is modal, keys are answered as a modal dialog answers them: Escape closes it
      // (a modal dialog's own cancel does it after), and Tab makes it modal at once, so the
      // focus it moves stays inside even when a busy page has not drawn that frame yet.
      const onKey = (event: KeyboardEvent) => {
        if (modal.current) return
        if (event.key === 'Escape') {
          event.preventDefault()
          close.current()
        } else if (event.key === 'Tab') {
          modal.current = makeModal(dialog)
        }
      }
      document.addEventListener('keydown', onKey)
      void afterNextFrame().then(() => {
        if (current && !modal.current) modal.current = makeModal(dialog)
      })
      return () => {
        current = false
        document.removeEventListener('keydown', onKey)
      }
    }
    if (dialog.open) {
      const finish = () => {
        closing.current = null
        dialog.close()
        modal.current = false
        // Focus goes back to the opener (the browser's own return would go to where focus was
        // when the dialog became modal, inside it); when the dialog's outcome removed the opener
        // (the GST banner's button goes once verified), focus stays in the content, not lost.
        const back = opener.current
        if (back instanceof HTMLElement && back.isConnected) {
          if (document.activeElement !== back) back.focus({ preventScroll: true })
        } else if (back) {
          dialog.closest('main')?.focus({ preventScroll: true })
        }
        opener.current = null
      }
      // Not modal yet, the page behind is not inert: nothing to wait for.
      if (modal.current) closing.current = closeAfterFrame(dialog, finish)
      else finish()
    }
  }, [open])

  // Taken off the page while its close waits: it is finished (focus back to its opener).
  useEffect(() => () => closing.current?.(), [])

  return (
    // Clicking the backdrop closes a dialog without a form, as a convenience; keyboard users close
    // with Escape or the button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (!holdsForm && event.target === event.currentTarget) onClose()
      }}
      className={cn(
        'm-auto w-[min(100%-2rem,36rem)] max-h-[90dvh] overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/60',
        // Before it is modal: where a modal dialog is, above the page, its backdrop a shadow.
        '[&:not(:modal)]:fixed [&:not(:modal)]:inset-0 [&:not(:modal)]:z-[70] [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(12_10_9/0.6)]',
        className,
      )}
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="font-display text-xl font-bold text-brand-900">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-stone-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={uiText.closeDialog}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            >
              <Icon name="close" className="size-5 stroke-2" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
