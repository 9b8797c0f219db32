/**
 * The claims of guests' hand-overs under way in this page (the session starts one when an account
 * signs in with a `pending_claim` item stored): the account's list of requests waits for them, so
 * the guest's requests are in it from the first look. Apart from lead-handover.ts, which loads only
 * when there is something to claim.
 */
let underWay: Promise<void> = Promise.resolve()

/** Notes `claim` as under way until it settles (however it settles). */
export function trackHandoverClaim(claim: Promise<unknown>): void {
  underWay = Promise.all([underWay, claim]).then(
    () => undefined,
    () => undefined,
  )
}

/** Resolves once every claim noted so far has settled; never rejects. */
export function handoverClaimsSettled(): Promise<void> {
  return underWay
}
