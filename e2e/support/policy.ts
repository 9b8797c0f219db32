/**
 * The site under its Content-Security-Policy and Permissions-Policy (firebase.json's headers,
 * which `vite preview` serves too: tools/hosting/vite-plugin.ts), watched in every test, and the
 * third-party hosts the site uses in production, answered locally for the tests that look at them
 * (there is no internet here; anything else fails at once, see tools/browsers/chromium.ts).
 */
import type { BrowserContext } from '@playwright/test'

/**
 * Every policy violation in any page or frame of the context, from the browser's own
 * securitypolicyviolation events and from its console (which also catches a violation in a
 * frame or popup that the event would not reach).
 */
export async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const problems: string[] = []
  await context.exposeBinding('reportPolicyViolation', ({ frame }, text: string) => {
    problems.push(`${frame.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation(text: string): void })
      .reportPolicyViolation
    document.addEventListener(
      'securitypolicyviolation',
      (e) => report(`${e.effectiveDirective} blocked ${e.blockedURI} ${e.sample}`.trim()),
      true,
    )
  })
  context.on('console', (message) => {
    if (/content.security.policy|permissions.policy|refused to/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`)
    }
  })
  return problems
}

/** A transparent 1×1 PNG, standing in for map tiles. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

export interface ThirdPartyHits {
  tiles: number
  officeMap: number
  players: number
  googleScript: number
}

/**
 * Answers the site's third parties locally and counts what got through the policy (only a
 * request the policy allowed reaches the network layer, so a count proves it): map tiles get a
 * pixel; the office map and the video players a small page of their own (so axe can look inside
 * them instead of at a browser error page); Google's sign-in script fails, as it does offline.
 */
export async function standInThirdParties(context: BrowserContext): Promise<ThirdPartyHits> {
  const hits: ThirdPartyHits = { tiles: 0, officeMap: 0, players: 0, googleScript: 0 }
  const page = (title: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><title>${title}</title><p>Embedded content</p></html>`,
  })
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    hits.tiles++
    return route.fulfill({ contentType: 'image/png', body: PIXEL })
  })
  await context.route('https://www.openstreetmap.org/**', (route) => {
    hits.officeMap++
    return route.fulfill(page('Map'))
  })
  await context.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => {
    hits.players++
    return route.fulfill(page('Player'))
  })
  await context.route('https://apis.google.com/**', (route) => {
    hits.googleScript++
    return route.abort('namenotresolved')
  })
  return hits
}
