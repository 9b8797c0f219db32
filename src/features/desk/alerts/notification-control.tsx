import { useState } from 'react'
import { cn } from '@/components/ui/cn'
import { alertsCopy as copy } from './alerts-content'
import { askPermission, notificationState } from './notifications'

/**
 * What staff can do about system notifications here: allow them (the browser asks only on this
 * click), learn that the browser blocks them, or nothing when they are on or not offered at all.
 */
export function NotificationControl() {
  const [state, setState] = useState(notificationState)
  if (state === 'default') {
    return (
      <button
        type="button"
        className={cn(
          'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800',
          'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
        )}
        onClick={() => void askPermission().then(setState)}
      >
        {copy.allow}
      </button>
    )
  }
  if (state === 'denied') {
    // Narrow enough to sit beside the chime's switch on a phone, in two short lines.
    return <p className="max-w-40 text-xs/tight text-stone-600">{copy.blocked}</p>
  }
  return null
}
