/**
 * The bound on leads per sender, as the app meets it: firestore.rules record at most one lead
 * per author in LEAD_THROTTLE.seconds, and a lead refused for that is reported with the seconds
 * left, so the form can say how long to wait and keep everything typed. Free of Firebase, so a
 * form can recognise the refusal before any of Firestore's code has loaded.
 */
import { LEAD_THROTTLE } from '@/lib/schema'

/** The sender recorded another lead moments ago; the rules take the next in `secondsLeft`. */
export class LeadThrottled extends Error {
  readonly secondsLeft: number

  constructor(secondsLeft: number) {
    super(`Another request was sent moments ago: the next may follow in ${secondsLeft} s.`)
    this.name = 'LeadThrottled'
    this.secondsLeft = secondsLeft
  }
}

/**
 * Whole seconds until an author whose last lead was recorded at `lastAt` (the server's time) may
 * record the next, as this device's clock `now` sees it: 0 when they may now. A clock that is
 * wrong by more than the interval still gets an answer within it (1 to the interval's length).
 */
export function secondsToWait(lastAt: Date, now: number): number {
  const left = Math.ceil((lastAt.getTime() + LEAD_THROTTLE.seconds * 1000 - now) / 1000)
  if (left <= 0) return 0
  return Math.min(left, LEAD_THROTTLE.seconds)
}

/** The seconds a refused send must wait, when `error` is the throttle's refusal. */
export function throttleWait(error: unknown): number | null {
  return error instanceof LeadThrottled ? error.secondsLeft : null
}
