import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useCloseOnBack } from '@/hooks/use-close-on-back'
import { uiText } from '@/config/ui-content'
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
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes, the browser's Back button closes it rather than leaving the page, and
 * focus returns to the control that opened it.
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
  useCloseOnBack(open && closesOnBack, onClose, titleId)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    }
    if (!open && dialog.open) {
      dialog.close()
      // The browser returns focus to the opener; when the dialog's outcome removed it (the GST
      // banner's button goes once verified), keep focus in the content rather than lose it.
      if (opener.current && !opener.current.isConnected) {
        dialog.closest('main')?.focus({ preventScroll: true })
      }
      opener.current = null
    }
  }, [open])

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
