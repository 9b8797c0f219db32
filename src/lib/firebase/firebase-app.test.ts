import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/config/env'
import { COLLECTIONS } from '@/lib/schema'
import { LOCAL_DEBUG_TOKEN } from './app-check-choice'
import { readDocument } from './firestore'

afterEach(() => vi.restoreAllMocks())

/** Firestore's answer to a batchGet of one document it does not have. */
function missing(path: string): Response {
  const body = [{ missing: path, readTime: '2025-01-01T00:00:00Z' }]
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
}

describe('firebaseApp', () => {
  it('starts App Check before a read that comes while the app is set up a task at a time', async () => {
    vi.resetModules()
    const { prepareFirestore, readDocument: read } = await import('./firestore')
    const document = `projects/${env.firebase.projectId}/databases/(default)/documents/${COLLECTIONS.products}/any`
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => missing(document))
    // The app is created; App Check would start in the next task, but the read comes first.
    const prepared = prepareFirestore()
    await expect(read(COLLECTIONS.products, 'any')).resolves.toBeNull()
    await prepared
    const [, init] = fetch.mock.calls[0]!
    expect(new Headers(init?.headers).get('X-Firebase-AppCheck')).toBe(LOCAL_DEBUG_TOKEN)
  })

  it("starts App Check with the app: on the local stack Firestore's requests carry the local token", async () => {
    expect(env.localStack).toBe(true)
    const document = `projects/${env.firebase.projectId}/databases/(default)/documents/${COLLECTIONS.products}/any`
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => missing(document))
    await expect(readDocument(COLLECTIONS.products, 'any')).resolves.toBeNull()
    expect(fetch).toHaveBeenCalledOnce()
    const [, init] = fetch.mock.calls[0]!
    expect(new Headers(init?.headers).get('X-Firebase-AppCheck')).toBe(LOCAL_DEBUG_TOKEN)
  })
})
