import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { getToken } from 'firebase/app-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_CHECK_RECAPTCHA } from '../../../tools/hosting/csp-requirements'
import { sourcesAllow } from '../../../tools/hosting/csp'
import { startAppCheck } from './app-check'
import { LOCAL_DEBUG_TOKEN } from './app-check-choice'

const apps: FirebaseApp[] = []

/** A Firebase app of its own for each test: App Check starts once per app. */
function newApp(): FirebaseApp {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-app-check', appId: 'demo-app' },
    `app-check-${apps.length}`,
  )
  apps.push(app)
  return app
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)))
  document.head.querySelectorAll('script').forEach((script) => script.remove())
})

const scriptsAdded = () => [...document.querySelectorAll('script')].map((s) => s.src)

describe('startAppCheck', () => {
  it('hands out the local token on the local stack, without a request or a script', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const errors = vi.spyOn(console, 'error')
    const appCheck = startAppCheck(newApp(), { provider: 'local-debug' })
    expect(appCheck).not.toBeNull()
    await expect(getToken(appCheck!)).resolves.toEqual({ token: LOCAL_DEBUG_TOKEN })
    expect(fetch).not.toHaveBeenCalled()
    expect(scriptsAdded()).toEqual([])
    // The SDK reads a token as a JWT where it can: the local one must not make it complain.
    expect(errors).not.toHaveBeenCalled()
  })

  it("loads reCAPTCHA Enterprise's script from where the Content-Security-Policy allows it", () => {
    startAppCheck(newApp(), { provider: 'recaptcha-enterprise', siteKey: 'site-key' })
    const [src, ...others] = scriptsAdded()
    expect(others).toEqual([])
    const url = new URL(src!)
    expect(url.pathname).toMatch(/enterprise\.js$/)
    const allowed = APP_CHECK_RECAPTCHA.filter((r) => r.directive === 'script-src')
    expect(
      sourcesAllow(
        allowed.map((r) => r.source),
        url.origin + url.pathname,
      ),
    ).toBe(true)
  })

  it('starts nothing when App Check is off', () => {
    expect(startAppCheck(newApp(), { provider: 'off' })).toBeNull()
    expect(scriptsAdded()).toEqual([])
  })
})
