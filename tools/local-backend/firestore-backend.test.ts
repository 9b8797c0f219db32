// @vitest-environment node
/**
 * The stack's Firestore through its lifecycle, as stack.ts drives it: seeding, the rules file
 * reloaded, the export written while it runs and on a clean stop, imported on the next start,
 * --fresh, and the fallback where the emulator is hidden. Each start takes a free port and a
 * temporary data folder. The emulator's part needs its jar and is skipped, saying so, without it.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stopChildren } from './child-processes'
import { JAR_ENV_VAR, locateFirestoreEmulator } from './emulator-jar'
import { startFirestore, type FirestoreBackend } from './firestore-backend'
import { exportMetadataFile } from './firestore-emulator'
import { freePort } from './port-check'
import { STACK_HOST } from './ports'

const PROJECT = 'demo-backend-lifecycle'
const DOCS = `projects/${PROJECT}/databases/(default)/documents`
const SEEDS = [
  { id: 'masoor-dal', product: 'Masoor Dal' },
  { id: 'chana-dal', product: 'Chana Dal' },
]
const rulesAllowingReads = (allowed: boolean) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read: if ${allowed};
    }
  }
}
`

const root = mkdtempSync(join(tmpdir(), 'firestore-backend-'))
const seedDir = join(root, 'seed')
mkdirSync(seedDir)
writeFileSync(join(seedDir, 'products.json'), JSON.stringify(SEEDS))
const rulesFile = join(root, 'firestore.rules')
const running: FirestoreBackend[] = []
const logs: string[] = []

afterEach(() => {
  vi.unstubAllEnvs()
})

afterAll(async () => {
  // Whatever a failed test left running.
  await Promise.allSettled(running.map((backend) => stop(backend)))
  rmSync(root, { recursive: true, force: true })
})

async function start(
  dataDir: string,
  options: { fresh?: boolean; exportEveryMs?: number } = {},
): Promise<{ backend: FirestoreBackend; origin: string }> {
  const port = await freePort()
  // stack.ts makes the data folder before anything starts.
  mkdirSync(dataDir, { recursive: true })
  const backend = await startFirestore({
    projectId: PROJECT,
    host: STACK_HOST,
    port,
    dataDir,
    seedDir,
    rulesFile,
    fresh: options.fresh ?? false,
    exportEveryMs: options.exportEveryMs ?? 3_600_000,
    shown: (path) => path,
    log: (line) => logs.push(line),
  })
  running.push(backend)
  return { backend, origin: `http://${STACK_HOST}:${port}` }
}

/** A clean stop, as the stack's: the backend first (it exports), then its process. */
async function stop(backend: FirestoreBackend): Promise<void> {
  if (running.includes(backend)) running.splice(running.indexOf(backend), 1)
  await backend.stop()
  if (backend.child) await stopChildren([backend.child], 10_000)
}

async function call(origin: string, method: string, body: object, owner = true) {
  return fetch(`${origin}/v1/${DOCS}:${method}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(owner ? { Authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  })
}

async function write(origin: string, id: string): Promise<void> {
  const name = `${DOCS}/products/${id}`
  const res = await call(origin, 'commit', { writes: [{ update: { name, fields: {} } }] })
  expect(res.status).toBe(200)
}

/** Which of `ids` the products collection holds, read past the rules. */
async function held(origin: string, ids: string[]): Promise<string[]> {
  const documents = ids.map((id) => `${DOCS}/products/${id}`)
  const res = await call(origin, 'batchGet', { documents })
  const found = (await res.json()) as { found?: { name: string } }[]
  return found.flatMap((entry) => (entry.found ? [entry.found.name.split('/').at(-1)!] : []))
}

/** What a signed-out listing of the products gets: 200, or 403 when the rules refuse it. */
async function signedOutList(origin: string): Promise<number> {
  const query = { structuredQuery: { from: [{ collectionId: 'products' }] } }
  return (await call(origin, 'runQuery', query, false)).status
}

describe('where the emulator is hidden', () => {
  it('falls back to the stand-in with its banner, and --fresh forgets the emulator’s export too', async () => {
    vi.stubEnv(JAR_ENV_VAR, '/nowhere')
    const banner = vi.spyOn(console, 'error').mockImplementation(() => {})
    const dataDir = join(root, 'standin')
    const exportMetadata = exportMetadataFile(join(dataDir, 'firestore-export'))
    mkdirSync(join(exportMetadata, '..'), { recursive: true })
    writeFileSync(exportMetadata, 'an earlier run of the emulator')

    const first = await start(dataDir)
    expect(first.backend.kind).toBe('standin')
    expect(banner.mock.calls.join('\n')).toContain('the STAND-IN (tools/local-backend/standin)')
    expect(banner.mock.calls.join('\n')).toContain(
      `${JAR_ENV_VAR} is set to /nowhere, which does not exist`,
    )
    await write(first.origin, 'written')
    expect(existsSync(exportMetadata)).toBe(true)
    await stop(first.backend)

    const fresh = await start(dataDir, { fresh: true })
    expect(fresh.backend.summary).toContain(`${SEEDS.length} documents seeded`)
    expect(await held(fresh.origin, ['written', 'masoor-dal'])).toEqual(['masoor-dal'])
    expect(existsSync(join(dataDir, 'firestore-export'))).toBe(false)
    await stop(fresh.backend)
  })
})

describe('the Cloud Firestore emulator, started and stopped as the stack does', () => {
  const location = locateFirestoreEmulator()
  const dataDir = join(root, 'emulator')
  const exportDir = join(dataDir, 'firestore-export')

  beforeEach(({ skip }) => {
    skip(!location.found, `no Cloud Firestore emulator here: ${!location.found && location.reason}`)
  })

  it(
    'seeds a first start, and loads the rules file again when it changes',
    { timeout: 60_000 },
    async () => {
      writeFileSync(rulesFile, rulesAllowingReads(true))
      const { backend, origin } = await start(dataDir)
      expect(backend.kind).toBe('emulator')
      expect(backend.summary).toContain(`${SEEDS.length} documents seeded`)
      expect(await held(origin, ['masoor-dal', 'chana-dal'])).toEqual(['masoor-dal', 'chana-dal'])
      expect(await signedOutList(origin)).toBe(200)

      writeFileSync(rulesFile, rulesAllowingReads(false))
      await expect.poll(() => signedOutList(origin), { timeout: 10_000 }).toBe(403)
      expect(logs).toContain('firestore.rules changed: the emulator enforces the new rules')

      await write(origin, 'kept-by-stop')
      await stop(backend)
    },
  )

  it(
    'imports what the clean stop exported, and exports while it runs, so a crash loses nothing older',
    { timeout: 60_000 },
    async () => {
      const { backend, origin } = await start(dataDir, { exportEveryMs: 200 })
      expect(backend.summary).toContain(`data from ${exportDir}/`)
      await write(origin, 'kept-by-export')
      // An export under way at the write may have missed it; the one after it cannot.
      const exportedAt = () =>
        statSync(exportMetadataFile(exportDir), { throwIfNoEntry: false })?.mtimeMs
      const before = exportedAt() ?? 0
      const later = new Set<number>()
      await expect
        .poll(
          () => {
            const time = exportedAt()
            if (time !== undefined && time > before) later.add(time)
            return later.size
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(2)
      // Read after the export it was imported from has been replaced: it was read whole at start.
      expect(await held(origin, ['kept-by-stop', 'masoor-dal'])).toEqual([
        'kept-by-stop',
        'masoor-dal',
      ])

      process.kill(-backend.child!.process.pid!, 'SIGKILL')
      await backend.child!.exited
      // What the stack does when a child ends on its own.
      await stop(backend)
      const restarted = await start(dataDir)
      expect(await held(restarted.origin, ['kept-by-stop', 'kept-by-export'])).toEqual([
        'kept-by-stop',
        'kept-by-export',
      ])
      await stop(restarted.backend)
    },
  )

  it(
    'forgets every document with --fresh, the stand-in’s too, and seeds again',
    { timeout: 60_000 },
    async () => {
      const standinData = join(dataDir, 'firestore.json')
      writeFileSync(standinData, '{"version":1,"collections":{}}')
      const { backend, origin } = await start(dataDir, { fresh: true })
      expect(backend.summary).toContain(`${SEEDS.length} documents seeded`)
      expect(await held(origin, ['kept-by-stop', 'kept-by-export', 'masoor-dal'])).toEqual([
        'masoor-dal',
      ])
      expect(existsSync(standinData)).toBe(false)
      await stop(backend)
    },
  )
})
