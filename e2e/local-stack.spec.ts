/**
 * The local stack itself, reached the way the browser reaches it: through the app's own origin,
 * whose dev/preview server forwards the backend paths (tools/local-backend/ports.ts stackProxy).
 * It does not depend on any page of the app.
 */
import { readFileSync } from 'node:fs'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { locateFirestoreEmulator } from '../tools/local-backend/emulator-jar'
import { expect, test } from './fixtures'
import { e2eStackPorts, stackOrigin } from './stack-ports'

const PROJECT = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID as string
const API_KEY = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY as string
const DOCS = `projects/${PROJECT}/databases/(default)/documents`
const seededProducts = JSON.parse(
  readFileSync(new URL('../seed/products.json', import.meta.url), 'utf8'),
) as { id: string }[]

/** Unique per test and retry, so parallel workers never see each other's data. */
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

test('Firestore: runQuery through the app origin returns the seeded products', async ({
  request,
}) => {
  const res = await request.post(`/v1/${DOCS}:runQuery?key=${API_KEY}`, {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'products' }] } }),
  })
  expect(res.status()).toBe(200)
  const results = (await res.json()) as { document: { name: string; updateTime: string } }[]
  const ids = results.map((r) => r.document.name.split('/').at(-1))
  expect(ids).toEqual(seededProducts.map((p) => p.id).sort())
  for (const { document } of results) expect(document.updateTime).toEqual(expect.any(String))
})

test('Firestore: the Cloud Firestore emulator serves the stack wherever it is installed, rules and all', async ({
  request,
}) => {
  const firestore = `${stackOrigin(e2eStackPorts().firestore)}/`
  const answer = await (await fetch(firestore)).text()
  const location = locateFirestoreEmulator()
  // The stand-in answers with its own name; the emulator with "Ok".
  expect(answer.trim()).toEqual(location.found ? 'Ok' : expect.stringContaining('stand-in'))
  // eslint-disable-next-line playwright/no-skipped-test -- the stand-in has no rules engine to check
  test.skip(
    !location.found,
    `no Cloud Firestore emulator here: ${location.found || location.reason}`,
  )
  const write = await request.post(`/v1/${DOCS}:commit?key=${API_KEY}`, {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({
      // A collection no rule names: refused by the engine itself, with its own words.
      writes: [{ update: { name: `${DOCS}/secrets/free`, fields: {} } }],
    }),
  })
  expect(write.status()).toBe(403)
  expect(await write.json()).toMatchObject({
    error: { status: 'PERMISSION_DENIED', message: expect.stringContaining('No matching allow') },
  })
})

test('Outbox: an EmailJS send through the app origin is listed', async ({ request, outbox }) => {
  const marker = unique('smoke')
  const res = await request.post('/api/v1.0/email/send', {
    data: {
      lib_version: '4.4.1',
      user_id: LOCAL_STACK_DEFAULTS.VITE_EMAILJS_PUBLIC_KEY,
      service_id: LOCAL_STACK_DEFAULTS.VITE_EMAILJS_SERVICE_ID,
      template_id: LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_CONTACT,
      template_params: { marker, message: 'Smoke test' },
    },
  })
  expect(res.status()).toBe(200)
  expect(await res.text()).toBe('OK')
  const sent = await outbox.waitForSend((s) => s.template_params.marker === marker)
  expect(sent.template_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_CONTACT)
})

test('Auth: the emulator signs up through the app origin, and its token opens users/{uid}', async ({
  request,
}) => {
  const signUp = await request.post(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      data: {
        email: `${unique('smoke')}@example.com`,
        password: 'correct-horse-9',
        returnSecureToken: true,
      },
    },
  )
  expect(signUp.status()).toBe(200)
  const { idToken, localId, email } = (await signUp.json()) as {
    idToken: string
    localId: string
    email: string
  }
  expect(idToken).toEqual(expect.any(String))

  // Firestore's rules read the uid and e-mail from the Auth emulator's ID token.
  const name = `${DOCS}/users/${localId}`
  const fields = {
    name: { stringValue: 'Smoke Test Traders' },
    email: { stringValue: email },
    phone: { stringValue: '+91 90000 00000' },
    userId: { stringValue: localId },
    type: { stringValue: 'b2b' },
  }
  const createdAt = { fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }
  const headers = { 'Content-Type': 'text/plain', Authorization: `Bearer ${idToken}` }
  const commit = await request.post(`/v1/${DOCS}:commit?key=${API_KEY}`, {
    headers,
    data: JSON.stringify({ writes: [{ update: { name, fields }, updateTransforms: [createdAt] }] }),
  })
  expect(commit.status()).toBe(200)
  const read = await request.post(`/v1/${DOCS}:batchGet?key=${API_KEY}`, {
    headers,
    data: JSON.stringify({ documents: [name] }),
  })
  expect(((await read.json()) as { found?: unknown }[])[0]?.found).toMatchObject({ name, fields })

  const stranger = await request.post(`/v1/${DOCS}:batchGet?key=${API_KEY}`, {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({ documents: [name] }),
  })
  expect(stranger.status()).toBe(403)
})

test('the test browser reaches this machine only: other hosts fail at once', async ({
  context,
  page,
}) => {
  const local = await page.goto('/')
  expect(local?.ok()).toBe(true)
  const failed = await (
    await context.newPage()
  )
    .goto('https://tile.openstreetmap.org/0/0/0.png', { timeout: 5_000 })
    .then(() => null)
    .catch((error: Error) => error.message)
  expect(failed).toContain('net::ERR_PROXY_CONNECTION_FAILED')
})
