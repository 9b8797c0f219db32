import type { ReactNode } from 'react'
import { cn } from './cn'

interface AlertProps {
  tone: 'error' | 'success' | 'info'
  title?: ReactNode
  children: ReactNode
  className?: string
}

const tones = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
}

/** A message box; errors are announced assertively (role="alert"), others politely. */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  )
}
