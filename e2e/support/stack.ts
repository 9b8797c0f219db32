/**
 * This run's stack as the tests reach it behind the app's back: what Firestore holds (read and
 * planted as its administrator, past the rules), the Auth emulator's recorded e-mail links, and
 * the mail outbox.
 */
import { LOCAL_STACK_DEFAULTS } from '../../src/config/env-schema'
import {
  fromFirestoreFields,
  type Fields,
  type PlainJson,
} from '../../tools/local-backend/firestore-values'
import type { OutboxSend } from '../../tools/local-backend/outbox'
import { e2eStackPorts, stackOrigin } from '../stack-ports'

export type { OutboxSend }

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
  fields: { name: string; email: string; phone: string } & Record<string, string>,
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

export function outboxClient(): OutboxFixture {
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
