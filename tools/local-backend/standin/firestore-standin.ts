/**
 * The fallback for machines without the Cloud Firestore emulator (see ../firestore-backend.ts): a
 * stand-in answering the REST calls `firebase/firestore/lite` makes for
 * src/lib/firebase/firestore.ts (runQuery, batchGet, commit) with the decisions of firestore.rules
 * as rules.ts mirrors them. What the app does not send (subcollections, single-document GETs,
 * several filters, preconditions other than updateDoc's, merges) is refused with a 400 naming it.
 * The real emulator is the source of truth: tools/firestore-rules/ checks that rules.ts decides
 * every scenario as it does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { callerFromAuthorization } from './auth-token'
import { deleteField, getField, isReservedName, parseFieldPath, setField } from './field-path'
import { FirestoreData, type StoredDocument } from './firestore-data'
import {
  FirestoreError,
  invalidArgument,
  notFound,
  permissionDenied,
  unsupported,
} from './firestore-errors'
import { parseStructuredQuery, runParsedQuery, type NamedDocument } from './firestore-query'
import { isFields, type Fields, type Value } from '../firestore-values'
import {
  BodyTooLargeError,
  close,
  listen,
  readBody,
  sendJson,
  sendPreflight,
  sendText,
} from '../http-helpers'
import { isAllowed, type AccessRequest, type Operation } from './rules'

export interface FirestoreStandinOptions {
  /** JSON file holding every document; created from the seeds when absent. */
  dataFile: string
  /** Folder of seed/<collection>.json files. */
  seedDir: string
  projectId: string
  /** Where refusals and internal errors are reported (silent when omitted). */
  log?: (line: string) => void
}

export interface FirestoreStandin {
  server: Server
  data: FirestoreData
  listen(port: number, host: string): Promise<number>
  close(): Promise<void>
}

/** The bearer token the Cloud Firestore emulator lets past its rules. */
const OWNER = 'Bearer owner'

/** Firestore's own request size limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024

interface DocumentKey {
  collection: string
  id: string
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

export function createFirestoreStandin(options: FirestoreStandinOptions): FirestoreStandin {
  const { projectId, log = () => {} } = options
  const data = new FirestoreData(options.dataFile, options.seedDir)
  const root = `projects/${projectId}/databases/(default)/documents`

  const nameOf = ({ collection, id }: DocumentKey) => `${root}/${collection}/${id}`

  function keyOfName(name: unknown): DocumentKey {
    if (typeof name !== 'string' || !name.startsWith(`${root}/`)) {
      throw invalidArgument(`Document name must start with "${root}/", got ${JSON.stringify(name)}`)
    }
    const segments = name.slice(root.length + 1).split('/')
    if (segments.length > 2 && segments.length % 2 === 0) {
      throw unsupported(`The subcollection document "${name}"`)
    }
    const [collection, id] = segments
    if (segments.length !== 2 || !collection || !id) {
      throw invalidArgument(`"${name}" is not a document path`)
    }
    if (id === '.' || id === '..') {
      throw invalidArgument(`Document name "${name}" contains a resource id "${id}".`)
    }
    if (isReservedName(collection)) {
      throw invalidArgument(`Collection id "${collection}" is invalid because it is reserved.`)
    }
    if (isReservedName(id)) {
      throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`)
    }
    return { collection, id }
  }

  const documentJson = (name: string, doc: StoredDocument) => ({
    name,
    fields: doc.fields,
    createTime: doc.createTime,
    updateTime: doc.updateTime,
  })

  /** What the rules see beyond the caller and the target: the documents, the query's filters. */
  type RequestFacts = Pick<
    AccessRequest,
    'data' | 'existing' | 'where' | 'requestTime' | 'readAfter'
  >

  function authorize(
    req: IncomingMessage,
    operation: Operation,
    key: { collection: string; id?: string },
    facts: RequestFacts = {},
  ): void {
    // The emulator's administrator (seeding, tests' own reads) skips the rules, as there.
    if (req.headers.authorization === OWNER) return
    const auth = callerFromAuthorization(req.headers.authorization)
    const read = (collection: string, id: string) => data.get(collection, id)?.fields
    // A read changes nothing: after it, the documents are as they were.
    const request = { operation, collection: key.collection, docId: key.id, auth, read }
    if (!isAllowed({ ...request, readAfter: read, ...facts })) {
      const target = key.id === undefined ? key.collection : `${key.collection}/${key.id}`
      log(`denied ${operation} ${target} (${auth === null ? 'signed out' : `uid ${auth.uid}`})`)
      throw permissionDenied()
    }
  }

  function runQuery(req: IncomingMessage, body: Record<string, unknown>) {
    const query = parseStructuredQuery(body.structuredQuery)
    const collection = query.collectionId
    authorize(req, 'list', { collection }, { where: query.filters })
    const docs: NamedDocument[] = data
      .list(collection)
      .map(([id, document]) => ({ name: nameOf({ collection, id }), document }))
    const readTime = new Date().toISOString()
    const results = runParsedQuery(docs, query)
    if (results.length === 0) return [{ readTime }]
    return results.map(({ name, document }) => ({
      document: documentJson(name, document),
      readTime,
    }))
  }

  function batchGet(req: IncomingMessage, body: Record<string, unknown>) {
    const { documents } = body
    if (!Array.isArray(documents) || documents.length === 0) {
      throw invalidArgument('batchGet needs a non-empty "documents" array of names')
    }
    const keys = documents.map(keyOfName)
    for (const key of keys) {
      authorize(req, 'get', key, { existing: data.get(key.collection, key.id)?.fields })
    }
    const readTime = new Date().toISOString()
    return keys.map((key) => {
      const doc = data.get(key.collection, key.id)
      return doc
        ? { found: documentJson(nameOf(key), doc), readTime }
        : { missing: nameOf(key), readTime }
    })
  }

  function commit(req: IncomingMessage, body: Record<string, unknown>) {
    const { writes } = body
    if (!Array.isArray(writes)) throw invalidArgument('commit needs a "writes" array')
    const commitTime = new Date().toISOString()
    // Later writes in one commit see earlier ones; nothing is stored unless every write passes.
    const pending = new Map<string, { key: DocumentKey; document: StoredDocument | null }>()
    const current = (key: DocumentKey) => {
      const staged = pending.get(nameOf(key))
      return staged ? staged.document : data.get(key.collection, key.id)
    }
    // Each write is authorized once all are known: the rules' getAfter() reads the documents as
    // the whole commit leaves them.
    const checks: (() => void)[] = []
    const readAfter = (collection: string, id: string) => current({ collection, id })?.fields
    for (const write of writes) {
      if (!isRecord(write)) throw invalidArgument('Each write must be an object')
      if (write.delete !== undefined) {
        const key = keyOfName(write.delete)
        const existing = current(key)?.fields
        checks.push(() => authorize(req, 'delete', key, { existing, readAfter }))
        pending.set(nameOf(key), { key, document: null })
        continue
      }
      if (!isRecord(write.update)) {
        throw unsupported(`A write of kind ${Object.keys(write).join(', ') || '{}'}`)
      }
      const key = keyOfName(write.update.name)
      const sent = write.update.fields ?? {}
      if (!isFields(sent)) throw invalidArgument('update.fields holds a malformed value')
      rejectReservedNames(sent)
      if (write.updateMask !== undefined && write.currentDocument === undefined) {
        throw unsupported('setDoc with merge (an updateMask without a precondition)')
      }
      const existing = current(key)
      const fields = applyTransforms(
        applyMask(existing?.fields ?? {}, sent, write.updateMask),
        write.updateTransforms,
        commitTime,
      )
      checks.push(() => {
        authorize(req, existing ? 'update' : 'create', key, {
          data: fields,
          existing: existing?.fields,
          requestTime: commitTime,
          readAfter,
        })
        checkPrecondition(write.currentDocument, existing, nameOf(key))
      })
      pending.set(nameOf(key), {
        key,
        document: {
          fields,
          createTime: existing?.createTime ?? commitTime,
          updateTime: commitTime,
        },
      })
    }
    for (const check of checks) check()
    data.apply([...pending.values()])
    return { writeResults: writes.map(() => ({ updateTime: commitTime })), commitTime }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') return sendPreflight(res)
    const url = new URL(req.url ?? '/', 'http://standin')
    if (url.pathname === '/' && req.method === 'GET') {
      return sendText(res, 200, `Firestore stand-in for ${projectId}: ${data.count()} documents.\n`)
    }
    const match = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(?=$|[/:])(.*)$/.exec(
      decodePath(url.pathname),
    )
    if (!match) throw notFound(`No such endpoint: ${url.pathname}`)
    const [, project, database, rest = ''] = match
    if (project !== projectId || database !== '(default)') {
      throw notFound(`This stand-in serves projects/${projectId}/databases/(default) only`)
    }
    const colon = rest.lastIndexOf(':')
    const method = req.method === 'POST' && colon >= 0 ? rest.slice(colon + 1) : undefined
    const parent = method === undefined ? rest : rest.slice(0, colon)

    if (req.method === 'GET' && method === undefined && parent !== '') {
      // getDoc of the Lite SDK asks :batchGet.
      throw unsupported(`A single-document GET (${url.pathname})`)
    }
    if (req.method !== 'POST' || method === undefined) {
      throw invalidArgument(`${req.method ?? '?'} ${url.pathname} is not a supported call`)
    }
    if (parent !== '') {
      throw unsupported(`:${method} under a document (a subcollection or a parent path)`)
    }
    const body = await readJson(req)
    if (method === 'runQuery') return sendJson(res, 200, runQuery(req, body))
    if (method === 'batchGet') return sendJson(res, 200, batchGet(req, body))
    if (method === 'commit') return sendJson(res, 200, commit(req, body))
    throw unsupported(`The method :${method}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy()
      if (error instanceof FirestoreError) return sendJson(res, error.httpCode, error)
      if (error instanceof BodyTooLargeError)
        return sendJson(res, 400, invalidArgument(error.message))
      log(
        `internal error on ${req.method ?? '?'} ${req.url ?? ''}: ${(error as Error).stack ?? String(error)}`,
      )
      sendJson(
        res,
        500,
        new FirestoreError(500, 'INTERNAL', 'The stand-in failed; see the stack log.'),
      )
    })
  })

  return {
    server,
    data,
    listen: (port, host) => listen(server, port, host),
    close: () => close(server),
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req, MAX_BODY_BYTES)).toString('utf8')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw invalidArgument('The request body is not valid JSON')
  }
  if (!isRecord(body)) throw invalidArgument('The request body must be a JSON object')
  return body
}

/** updateDoc's `updateMask`: only the listed paths change; absent ones are removed. */
function applyMask(existing: Fields, sent: Fields, mask: unknown): Fields {
  if (mask === undefined) return sent
  if (
    !isRecord(mask) ||
    !Array.isArray(mask.fieldPaths) ||
    !mask.fieldPaths.every((p) => typeof p === 'string')
  ) {
    throw invalidArgument('updateMask.fieldPaths must be an array of strings')
  }
  let fields = existing
  for (const raw of mask.fieldPaths as string[]) {
    const path = parsePath(raw)
    const value = getField(sent, path)
    fields = value === undefined ? deleteField(fields, path) : setField(fields, path, value)
  }
  return fields
}

/** Only `serverTimestamp()` (REQUEST_TIME); increments and array unions are not used by this app. */
function applyTransforms(fields: Fields, transforms: unknown, commitTime: string): Fields {
  if (transforms === undefined) return fields
  if (!Array.isArray(transforms)) throw invalidArgument('updateTransforms must be an array')
  let result = fields
  for (const transform of transforms) {
    if (!isRecord(transform) || typeof transform.fieldPath !== 'string') {
      throw invalidArgument('Each transform needs a fieldPath')
    }
    if (transform.setToServerValue !== 'REQUEST_TIME') {
      throw unsupported(
        `The field transform ${Object.keys(transform)
          .filter((k) => k !== 'fieldPath')
          .join(', ')}`,
      )
    }
    result = setField(result, parsePath(transform.fieldPath), { timestampValue: commitTime })
  }
  return result
}

/** updateDoc's `{exists: true}` (setDoc sends none); the SDK's others are not the app's. */
function checkPrecondition(
  precondition: unknown,
  existing: StoredDocument | undefined | null,
  name: string,
): void {
  if (precondition === undefined) return
  if (!isRecord(precondition) || Object.keys(precondition).join() !== 'exists') {
    throw unsupported(`The precondition currentDocument ${JSON.stringify(precondition)}`)
  }
  if (precondition.exists !== true) {
    throw unsupported(`The precondition currentDocument.exists ${String(precondition.exists)}`)
  }
  if (!existing) throw notFound(`No document to update: ${name}`)
}

/** Firestore refuses a document holding a reserved field name (see isReservedName), at any depth. */
function rejectReservedNames(fields: Fields): void {
  for (const [name, value] of Object.entries(fields)) {
    if (isReservedName(name)) throw invalidArgument(`field name '${name}' is reserved.`)
    for (const inner of innerFields(value)) rejectReservedNames(inner)
  }
}

function innerFields(value: Value): Fields[] {
  if ('mapValue' in value) return [value.mapValue.fields ?? {}]
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).flatMap(innerFields)
  return []
}

/** The SDK escapes "(default)"; a malformed escape is simply a path we do not serve. */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    throw notFound(`No such endpoint: ${pathname}`)
  }
}

/** A field path of updateMask or updateTransforms. */
function parsePath(raw: string): string[] {
  let path: string[]
  try {
    path = parseFieldPath(raw)
  } catch (error) {
    throw invalidArgument((error as Error).message)
  }
  if (path.some(isReservedName)) throw invalidArgument(`Invalid reserved name in field path ${raw}`)
  return path
}
