import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { formatIndianNumber } from '@/lib/util/format'
import { uiText } from '@/config/ui-content'
import { cn } from './cn'

const controlClasses =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 ' +
  'placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-stone-100'

interface FieldShellProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  /** The most characters the value may have: a counter shows how many it has (never cut). */
  limit?: { used: number; max: number }
  className?: string
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
}

/** Label, control, hint, counter and error wired together with ids and aria attributes. */
export function FieldShell({ label, error, hint, limit, className, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const counterId = limit ? `${id}-counter` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined
  const over = limit !== undefined && limit.used > limit.max
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {limit ? (
        <p
          id={counterId}
          className={cn(
            'text-right text-xs',
            over ? 'font-semibold text-red-700' : 'text-stone-600',
          )}
        >
          {uiText.characterCount(
            formatIndianNumber(limit.used),
            formatIndianNumber(limit.max),
            over,
          )}
        </p>
      ) : null}
      {/* role="alert": the message is announced when it appears, not only when the field is reached. */}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  error?: string
  hint?: ReactNode
}

export function InputField({ label, error, hint, className, ...props }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...props}
        />
      )}
    </FieldShell>
  )
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode
  error?: string
  hint?: ReactNode
  /** Shows a counter of characters against this limit; the text is never cut to it. */
  limit?: number
}

export function TextAreaField({
  label,
  error,
  hint,
  limit,
  className,
  ...props
}: TextAreaFieldProps) {
  const counted =
    limit === undefined ? undefined : { used: [...String(props.value ?? '')].length, max: limit }
  return (
    <FieldShell label={label} error={error} hint={hint} limit={counted} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses, 'min-h-28')}
          {...props}
        />
      )}
    </FieldShell>
  )
}
