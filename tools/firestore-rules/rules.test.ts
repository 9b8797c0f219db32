// @vitest-environment node
/**
 * firestore.rules, proved by the real rules engine: every scenario of the table against the Cloud
 * Firestore emulator, and in the same test against the local stand-in's copy of the decisions, so
 * the fallback cannot drift from the rules. Without the emulator these are skipped, not passed.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { COLLECTIONS, PUBLIC_COLLECTIONS } from '../../src/lib/schema'
import { emulatorJudge, standinAllows, type EmulatorJudge } from './judges'
import { CALLERS, describeScenario, SCENARIOS, UNUSED_COLLECTION } from './scenarios'

const emulator = inject('firestoreEmulator')
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')

describe.skipIf(!emulator)('firestore.rules in the Cloud Firestore emulator', () => {
  let judge: EmulatorJudge
  beforeAll(async () => {
    judge = await emulatorJudge(emulator!, 'demo-rules-table', RULES)
  })
  afterAll(() => judge?.cleanup())

  it.each(SCENARIOS.map((s) => [describeScenario(s), s] as const))('%s', async (_, scenario) => {
    expect({ emulator: await judge.allowed(scenario), standin: standinAllows(scenario) }).toEqual({
      emulator: scenario.allowed,
      standin: scenario.allowed,
    })
  })
})

describe('the scenario table', () => {
  it('covers every collection the app uses and one it does not, with every operation and caller', () => {
    const collections = [...PUBLIC_COLLECTIONS, COLLECTIONS.users, UNUSED_COLLECTION]
    for (const collection of collections) {
      for (const op of ['get', 'list', 'create', 'update', 'delete'] as const) {
        for (const who of CALLERS) {
          const found = SCENARIOS.some(
            (s) => s.who === who && s.op === op && s.path.split('/')[0] === collection,
          )
          expect(found, `${who} ${op} ${collection}`).toBe(true)
        }
      }
    }
  })

  it('holds both allowed and denied rows for every operation on users', () => {
    for (const op of ['get', 'create', 'update'] as const) {
      const rows = SCENARIOS.filter((s) => s.op === op && s.path.startsWith('users/'))
      expect(new Set(rows.map((s) => s.allowed))).toEqual(new Set([true, false]))
    }
  })

  // Runs everywhere, so machines without the emulator still check the stand-in against the table
  // (which the emulator has confirmed wherever it runs).
  it('is decided the same way by the stand-in', () => {
    const drift = SCENARIOS.filter((s) => standinAllows(s) !== s.allowed).map(describeScenario)
    expect(drift).toEqual([])
  })
})
