/**
 * The one way this tool makes a request: an attack harness pointed at the wrong origin would be
 * an attack on someone, so anything but this machine's loopback is refused before it is sent.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether `url` is plain http to this machine's loopback. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'http:' && LOOPBACK_HOSTS.has(hostname)
  } catch {
    return false
  }
}

/** A request's own bound unless it names one; the run's signal (deadline, Ctrl-C) ends it sooner. */
const REQUEST_TIMEOUT_MS = 15_000

export async function localFetch(
  url: string,
  init: RequestInit & { signal: AbortSignal; timeoutMs?: number },
): Promise<Response> {
  if (!isLoopbackUrl(url)) throw new Error(`refusing to send a request off this machine: ${url}`)
  const { timeoutMs = REQUEST_TIMEOUT_MS, ...rest } = init
  return fetch(url, {
    ...rest,
    signal: AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]),
  })
}
