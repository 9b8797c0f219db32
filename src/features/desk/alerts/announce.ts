import type { Arrival } from '@/lib/leads/desk/arrivals'
import { leadTypeLabels } from '@/features/desk/leads/desk-leads-content'
import { alertsCopy as copy } from './alerts-content'
import { playChime } from './chime'
import { readChimeOn } from './chime-setting'
import { notifyIfHidden } from './notifications'

/**
 * Tells staff that `lead` arrived, the `count`th since the desk opened: the chime if it is on,
 * and a system notification if the tab is hidden and they allowed those.
 */
export function announceArrival(lead: Arrival, count: number): void {
  if (readChimeOn()) playChime()
  notifyIfHidden(
    copy.notification.title(lead.name),
    copy.notification.body(leadTypeLabels[lead.type], count),
  )
}
