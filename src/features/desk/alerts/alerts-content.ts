/** The words of the desk's alerts: the bar of switches, the tab's count and the notification. */
import { formatIndianNumber } from '@/lib/util/format'

export const alertsCopy = {
  barLabel: 'Alerts',
  chime: 'Chime for new leads',
  allow: 'Allow notifications',
  blocked: 'Notifications are blocked in this browser’s settings.',
  /** Before the tab's title while leads have arrived since the desk opened; nothing before. */
  titlePrefix: (count: number) => (count > 0 ? `(${formatIndianNumber(count)}) ` : ''),
  notification: {
    title: (name: string) => `New lead: ${name}`,
    /** Under the title: what the lead is, and how many have come since the desk opened. */
    body: (kind: string, count: number) =>
      count > 1 ? `${kind} · ${formatIndianNumber(count)} new since the desk opened` : kind,
  },
} as const
