/**
 * The word of welcome a new account gets on the page it returns to: sign-up hands it over in the
 * router's state (so it shows once, on that page, and never from a shared link), and the layout
 * loads the note that says it only when there is one.
 */
export interface Welcome {
  welcome: {
    name: string
    /** The GSTIN saved to the new account at sign-up, if one was. */
    gstin: string | null
  }
}

export function welcomeState(name: string, gstin: string | null): Welcome {
  return { welcome: { name, gstin } }
}

export function isWelcome(state: unknown): state is Welcome {
  if (typeof state !== 'object' || state === null || !('welcome' in state)) return false
  const welcome = (state as { welcome: unknown }).welcome
  if (typeof welcome !== 'object' || welcome === null) return false
  const { name, gstin } = welcome as Record<string, unknown>
  return typeof name === 'string' && (gstin === null || typeof gstin === 'string')
}
