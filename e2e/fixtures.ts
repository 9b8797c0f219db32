/**
 * Playwright's `test` with this project's fixtures. Import `test` and `expect` from here rather
 * than from @playwright/test when a test needs the outbox.
 */
import { expect, test as base, type Locator, type Page } from '@playwright/test'
import { NOT_YET_LIVE_ATTRIBUTE } from '../src/app/prerendered'
import { STORAGE_KEYS } from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import {
  fromFirestoreFields,
  type Fields,
  type PlainJson,
} from '../tools/local-backend/firestore-values'
import type { OutboxSend } from '../tools/local-backend/outbox'
import { e2eStackPorts, stackOrigin } from './stack-ports'

export { expect }
export type { Locator, Page } from '@playwright/test'
export type { OutboxSend }
export { e2eStackPorts, stackOrigin }

/**
 * Waits until the app has taken a prerendered page over. Pointer and typing actions wait for
 * this by themselves (forms and controls are inert until then); keys pressed on the page as a
 * whole do not.
 */
export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute(NOT_YET_LIVE_ATTRIBUTE)
}

/**
 * Waits until the app is live and has then rendered what only the browser knows (stored choices,
 * media queries): a page taken over from its prerender renders those in a transition scheduled as
 * it goes live, which has committed once the browser is next idle. Check for something's absence
 * after this, not just after appIsLive.
 */
export async function appHasSettled(page: Page): Promise<void> {
  await appIsLive(page)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
}

/** Every Firestore request the app makes (the Lite SDK's REST calls). */
export const FIRESTORE_ROUTE = '**/v1/projects/**'

/** Holds every Firestore request until the returned function is called. */
export async function holdFirestore(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(FIRESTORE_ROUTE, async (route) => {
    await held
    await route.fallback()
  })
  return release
}

/** Marks this visit GST-verified, as the GST dialog does: the flag and the verified GSTIN. */
export const VERIFIED_GSTIN = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' } as const

export async function verifyGstForVisit(page: Page): Promise<void> {
  await page.addInitScript(
    ({ flag, details, value }) => {
      sessionStorage.setItem(flag, 'true')
      sessionStorage.setItem(details, JSON.stringify(value))
    },
    { flag: STORAGE_KEYS.gstVerified, details: STORAGE_KEYS.gstDetails, value: VERIFIED_GSTIN },
  )
}

/**
 * Documents of `collection` whose `field` equals `value`, read straight from this run's Firestore
 * as its administrator (past the rules): what the app really wrote.
 */
export async function storedDocuments(
  collection: string,
  field: string,
  value: string,
): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const project = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID
  const url = `${stackOrigin(e2eStackPorts().firestore)}/v1/projects/${project}/databases/(default)/documents:runQuery`
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: {
          fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
        },
      },
    }),
  })
  if (!res.ok) throw new Error(`runQuery ${collection} answered ${res.status}: ${await res.text()}`)
  const rows = (await res.json()) as {
    document?: { name: string; fields: Record<string, unknown> }
  }[]
  return rows.flatMap((row) =>
    row.document
      ? [{ id: row.document.name.split('/').at(-1) ?? '', fields: row.document.fields }]
      : [],
  )
}

const PROJECT = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID
const authEmulator = () => stackOrigin(e2eStackPorts().auth)

/** Makes an email/password account straight in this run's Auth emulator; resolves its uid. */
export async function createAccountInEmulator(email: string, password: string): Promise<string> {
  const key = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY
  const res = await fetch(
    `${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${key}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  if (!res.ok) throw new Error(`signUp answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { localId: string }).localId
}

/**
 * The newest password-reset link the Auth emulator has recorded for `email` (it sends no mail:
 * it keeps the link it would have sent, where a test can read it).
 */
export async function passwordResetLink(email: string): Promise<URL> {
  const res = await fetch(`${authEmulator()}/emulator/v1/projects/${PROJECT}/oobCodes`)
  if (!res.ok) throw new Error(`oobCodes answered ${res.status}`)
  const { oobCodes } = (await res.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[]
  }
  const link = oobCodes
    .filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET')
    .at(-1)
  if (!link) throw new Error(`no password-reset link recorded for ${email}`)
  return new URL(link.oobLink)
}

/**
 * Writes `users/{uid}` straight into this run's Firestore as its administrator (past the rules),
 * as the account page would have saved it: for tests that start from an account with details.
 */
export async function writeUserDocument(
  uid: string,
  fields: { name: string; email: string; phone: string; gstin?: string },
): Promise<void> {
  const values: Record<string, { stringValue: string } | { timestampValue: string }> = {
    userId: { stringValue: uid },
    type: { stringValue: 'b2b' },
    createdAt: { timestampValue: new Date().toISOString() },
  }
  for (const [key, value] of Object.entries(fields)) values[key] = { stringValue: value }
  // A commit, as the SDKs write: the Firestore emulator and the local fallback both take it.
  const database = `projects/${PROJECT}/databases/(default)`
  const url = `${stackOrigin(e2eStackPorts().firestore)}/v1/${database}/documents:commit`
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [{ update: { name: `${database}/documents/users/${uid}`, fields: values } }],
    }),
  })
  if (!res.ok) throw new Error(`writing users/${uid} answered ${res.status}: ${await res.text()}`)
}

/** Whether the Auth emulator has recorded any password-reset link for `email`. */
export async function hasPasswordResetLink(email: string): Promise<boolean> {
  return passwordResetLink(email).then(
    () => true,
    () => false,
  )
}

/** storedDocuments with plain values: numbers, strings, lists and objects, times as ISO text. */
export async function storedLeads(
  collection: string,
  field: string,
  value: string,
): Promise<{ id: string; data: Record<string, PlainJson> }[]> {
  const records = await storedDocuments(collection, field, value)
  return records.map(({ id, fields }) => ({ id, data: fromFirestoreFields(fields as Fields) }))
}

/**
 * The `notified` flag of each stored lead of `collection` whose `field` equals `value`. The
 * sender is told before the record is marked, so poll for it (expect.poll).
 */
export async function notifiedFlags(
  collection: string,
  field: string,
  value: string,
): Promise<PlainJson[]> {
  return (await storedLeads(collection, field, value)).map(({ data }) => data.notified ?? null)
}

/** Presses `key` (Tab by default) until `target` has focus, failing after `limit` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 150 }: { key?: string; limit?: number } = {},
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

export interface OutboxFixture {
  /** Every send of this run's stack, oldest first. */
  list(): Promise<OutboxSend[]>
  /**
   * Empties the outbox. Tests in other workers share it, so prefer waitForSend with a predicate
   * on something unique to the test (an email address, say) over clearing and counting.
   */
  clear(): Promise<void>
  /** The first send matching `predicate`, polling until `timeout` ms (default 10 s). */
  waitForSend(
    predicate: (send: OutboxSend) => boolean,
    options?: { timeout?: number },
  ): Promise<OutboxSend>
}

function outboxClient(): OutboxFixture {
  const url = `${stackOrigin(e2eStackPorts().outbox)}/outbox`
  const list = async () => {
    const res = await fetch(url)
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
    return (await res.json()) as OutboxSend[]
  }
  return {
    list,
    async clear() {
      const res = await fetch(url, { method: 'DELETE' })
      if (!res.ok) throw new Error(`DELETE ${url} answered ${res.status}`)
    },
    async waitForSend(predicate, { timeout = 10_000 } = {}) {
      const deadline = Date.now() + timeout
      for (;;) {
        const sends = await list()
        const match = sends.find(predicate)
        if (match) return match
        if (Date.now() > deadline) {
          throw new Error(
            `No matching send reached the outbox within ${timeout} ms. It holds ${sends.length}:\n` +
              JSON.stringify(sends, null, 2),
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    },
  }
}

export const test = base.extend<{ outbox: OutboxFixture }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
  outbox: async ({}, use) => {
    await use(outboxClient())
  },
})
