/**
 * A signal from auth.ts to the session: Auth has been started in this page (a sign-in or sign-up
 * form, Google sign-in, a profile update). A signed-out visitor's session does not load the Auth
 * SDK at all (see session.tsx); this is how it learns to follow Auth once something else has.
 * Kept apart from auth.ts so that listening costs no SDK download.
 */
type Listener = () => void

let started = false
const listeners = new Set<Listener>()

export function announceAuthStarted(): void {
  if (started) return
  started = true
  for (const listener of listeners) listener()
  listeners.clear()
}

/** Calls `listener` once Auth has started (at once if it has); returns a way to stop waiting. */
export function onAuthStarted(listener: Listener): () => void {
  if (started) {
    listener()
    return () => {}
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}
