import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cn } from '@/components/ui/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary:
    'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:opacity-60',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-60',
}

/** Shared classes so links that look like buttons match real buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
    'disabled:cursor-not-allowed',
    variants[variant],
    className,
  )
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
}

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}

interface StatusButtonProps extends ButtonProps {
  /** While busy the button is disabled, says so to assistive tech and shows `busyLabel`. */
  busy: boolean
  busyLabel: ReactNode
}

/** A submit button that carries the busy state of the action it started. */
export function StatusButton({ busy, busyLabel, children, disabled, ...props }: StatusButtonProps) {
  return (
    <Button {...props} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
          />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
