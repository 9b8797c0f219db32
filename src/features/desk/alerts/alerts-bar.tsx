import { alertsCopy as copy } from './alerts-content'
import { ChimeSwitch } from './chime-switch'
import { NotificationControl } from './notification-control'

/**
 * The desk's alert settings, one row under its navigation: the chime's switch and the system
 * notifications' control. Kept to the height of a touch target, so a phone still shows the
 * inbox's first lead on its first screen.
 */
export function AlertsBar() {
  return (
    <div
      role="group"
      aria-label={copy.barLabel}
      className="flex flex-wrap items-center justify-end gap-x-4"
    >
      <ChimeSwitch />
      <NotificationControl />
    </div>
  )
}
