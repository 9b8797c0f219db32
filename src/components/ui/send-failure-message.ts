import { messages } from '@/config/messages'
import { throttleWait } from '@/lib/leads/submit/lead-throttle'

/**
 * What a failed send of a lead tells the sender: how long to wait when the same sender's last
 * request was moments ago, and the form's own failure text `otherwise`.
 */
export function sendFailureMessage(error: unknown, otherwise: string): string {
  const wait = throttleWait(error)
  return wait === null ? otherwise : messages.leadThrottled(wait)
}
