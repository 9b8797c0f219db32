/**
 * The official Cloud Firestore emulator, started straight from its jar (see emulator-jar.ts), and
 * the few calls of its REST API the stack needs: seeding through the owner bypass, export for the
 * next start, and loading a changed rules file.
 */
import { closeSync, openSync, readFileSync, unwatchFile, watchFile } from 'node:fs'
import { startNodeChild, waitForHttp, type Child } from './child-processes'
import type { Fields } from './firestore-values'
import type { EmulatorLocation } from './emulator-jar'
import { countSeedDocuments, type SeedCollection } from './seed-documents'

const SUPERVISE = new URL('./supervise.mjs', import.meta.url).pathname
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'
/** Requests with this bearer token skip the rules: the emulator's administrator. */
const OWNER = { Authorization: 'Bearer owner' }
/** Firestore's own limit of writes per commit. */
const WRITES_PER_COMMIT = 500
/** The export's name inside its folder (the name firebase-tools gives its exports too). */
const EXPORT_NAME = 'firestore_export'

export type FoundEmulator = Extract<EmulatorLocation, { found: true }>

export interface FirestoreEmulatorOptions {
  emulator: FoundEmulator
  host: string
  port: number
  rulesFile: string
  /** Only this project is served (others get a warning in the log); omit for tests. */
  projectId?: string
  /** An export folder (see exportData) to start from. */
  importFrom?: string
  logFile: string
  cwd: string
}

export interface FirestoreEmulator {
  child: Child
  origin: string
  logFile: string
  /** The last lines it printed, for error messages. */
  tail(): string
}

/** Where an export folder keeps the file the emulator's import reads. */
export function exportMetadataFile(exportDir: string): string {
  return `${exportDir}/${EXPORT_NAME}/${EXPORT_NAME}.overall_export_metadata`
}

export function startFirestoreEmulator(options: FirestoreEmulatorOptions): FirestoreEmulator {
  const { emulator, host, port } = options
  const args = [
    // The emulator only speaks English in its error messages.
    '-Duser.language=en',
    '-cp',
    emulator.jar,
    MAIN_CLASS,
    'start',
    `--host=${host}`,
    `--port=${port}`,
    `--rules=${options.rulesFile}`,
    ...(options.projectId
      ? [`--project_id=${options.projectId}`, '--single_project_mode=true']
      : []),
    ...(options.importFrom ? [`--seed_from_export=${exportMetadataFile(options.importFrom)}`] : []),
  ]
  const log = openSync(options.logFile, 'w')
  const child = startNodeChild('Firestore emulator', SUPERVISE, [emulator.java, ...args], {
    cwd: options.cwd,
    stdio: ['ignore', log, log],
    ownGroup: true,
    env: process.env,
  })
  closeSync(log)
  return {
    child,
    origin: `http://${host}:${port}`,
    logFile: options.logFile,
    tail: () => readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n'),
  }
}

/** Resolves once the emulator answers `GET /` with its "Ok". */
export async function emulatorReady(emulator: FirestoreEmulator, timeoutMs: number): Promise<void> {
  await waitForHttp(`${emulator.origin}/`, timeoutMs, emulator.child)
  const answer = await fetch(`${emulator.origin}/`).then((res) => res.text())
  if (answer.trim() !== 'Ok') {
    throw new Error(`${emulator.origin}/ answered "${answer.trim()}", not the emulator's "Ok"`)
  }
}

async function call(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`)
  return res
}

/** Writes every seed document through the owner bypass; resolves with how many. */
export async function seedEmulator(
  origin: string,
  projectId: string,
  collections: readonly SeedCollection[],
): Promise<number> {
  const root = `projects/${projectId}/databases/(default)/documents`
  const writes = collections.flatMap(({ collection, documents }) =>
    documents.map(({ id, fields }: { id: string; fields: Fields }) => ({
      update: { name: `${root}/${collection}/${id}`, fields },
    })),
  )
  for (let start = 0; start < writes.length; start += WRITES_PER_COMMIT) {
    await call(`${origin}/v1/${root}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ writes: writes.slice(start, start + WRITES_PER_COMMIT) }),
    })
  }
  return countSeedDocuments(collections)
}

/** The emulator's own export of every document, into `dir` (which must exist). */
export async function exportData(origin: string, projectId: string, dir: string): Promise<void> {
  await call(`${origin}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: dir,
      export_name: EXPORT_NAME,
    }),
  })
}

/** Replaces the rules of `projectId`; throws with the compiler's message when they do not compile. */
export async function loadRules(origin: string, projectId: string, rules: string): Promise<void> {
  await call(`${origin}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  })
}

/**
 * Loads `rulesFile` into the emulator whenever it changes (polled: editors often replace a file
 * rather than write it, which a plain watcher loses). A file that does not compile is reported,
 * and the emulator keeps the rules it had. Returns the function that stops watching.
 */
export function watchRules(
  origin: string,
  projectId: string,
  rulesFile: string,
  log: (line: string) => void,
): () => void {
  let queue = Promise.resolve()
  const reload = () => {
    queue = queue.then(async () => {
      try {
        await loadRules(origin, projectId, readFileSync(rulesFile, 'utf8'))
        log('firestore.rules changed: the emulator enforces the new rules')
      } catch (error) {
        log(
          `firestore.rules changed but was not loaded; the previous rules stay:\n${(error as Error).message}`,
        )
      }
    })
  }
  watchFile(rulesFile, { interval: 500 }, (current, previous) => {
    if (current.mtimeMs !== previous.mtimeMs) reload()
  })
  return () => unwatchFile(rulesFile)
}
