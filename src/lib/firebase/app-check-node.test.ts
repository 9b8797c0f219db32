// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app'
import { describe, expect, it } from 'vitest'
import { startAppCheck } from './app-check'

describe('startAppCheck outside a browser', () => {
  it('starts nothing where the build prerenders pages (Node, no document)', async () => {
    const app = initializeApp({ apiKey: 'k', projectId: 'demo-app-check', appId: 'a' }, 'node')
    try {
      expect(startAppCheck(app, { provider: 'local-debug' })).toBeNull()
      expect(startAppCheck(app, { provider: 'recaptcha-enterprise', siteKey: 'k' })).toBeNull()
    } finally {
      await deleteApp(app)
    }
  })
})
