import { t } from '@/lib/i18n/macro'

/**
 * How long the site waits for a service before it gives up and says so: a stalled network must
 * end in the page's error (with Retry), never in "Loading..." or "SENDING..." for ever. The work
 * itself cannot always be cancelled; its late answer is then ignored.
 */

/** Generous for a phone on a slow network, short enough that nobody waits in vain. */
export const TIME_LIMITS = {
  /** Reading the catalogue, the retailers or an account's document. */
  readMs: 20_000,
  /** Saving a document, sending a mail, signing in or up. */
  sendMs: 30_000,
} as const

export class TimedOut extends Error {
  constructor(what: string) {
    super(t`${what} did not answer in time. Please check your connection and try again.`)
    this.name = 'TimedOut'
  }
}

/** `work`, or a TimedOut rejection naming `what` once `ms` have passed without an answer. */
export function withTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  // The global timers, not window's: the data layer also runs in Node (its emulator tests).
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(what)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

/**
 * All of a send — loading its code, signing in, recording, mailing — or a TimedOut rejection once
 * TIME_LIMITS.sendMs have passed since it started: "Sending…" never stays on screen longer, however
 * many steps each have their own limit. What was typed stays in the form.
 */
export function withSendDeadline<T>(send: () => Promise<T>): Promise<T> {
  return withTimeLimit(send(), TIME_LIMITS.sendMs, t`The service`)
}
