// @vitest-environment node
/**
 * firestore.rules, proved by the real rules engine: every scenario of the table against the Cloud
 * Firestore emulator, and in the same test against the local stand-in's copy of the decisions, so
 * the fallback cannot drift from the rules. Without the emulator these are skipped, not passed.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { COLLECTIONS, LEAD_COLLECTIONS, PUBLIC_COLLECTIONS } from '../../src/lib/schema'
import { emulatorJudge, standinAllows, type EmulatorJudge } from './judges'
import {
  CALLERS,
  describeScenario,
  LARGEST_ORDERS,
  LARGEST_QUOTES,
  SCENARIOS,
  UNUSED_COLLECTION,
  type Scenario,
} from './scenarios'

const emulator = inject('firestoreEmulator')
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')

describe.skipIf(!emulator)('firestore.rules in the Cloud Firestore emulator', () => {
  let judge: EmulatorJudge
  // The first rules an emulator compiles, and the first request it judges by them, warm its JVM
  // up: seconds more on a busy host, taken here rather than by the first row.
  beforeAll(async () => {
    judge = await emulatorJudge(emulator!, 'demo-rules-table', RULES)
    await judge.allowed(SCENARIOS[0]!)
  }, 60_000)
  afterAll(() => judge?.cleanup())

  it.each(SCENARIOS.map((s) => [describeScenario(s), s] as const))('%s', async (_, scenario) => {
    expect({ emulator: await judge.allowed(scenario), standin: standinAllows(scenario) }).toEqual({
      emulator: scenario.allowed,
      standin: scenario.allowed,
    })
  })
})

/**
 * The rules engine evaluates at most 1,000 expressions for each write of a request, and the lines
 * of an order or of a quote take most of them (see hasValidLines and hasValidQuoteLines in
 * firestore.rules). The costliest valid ones must pass with room to spare: with HEADROOM more
 * clauses of some 6 expressions each, about what one more order line costs, in every rule that
 * checks them. An order's total and GST facts are checked by its throttle's rule, in the same
 * commit (isFaithfulOrder), whose sums over the lines are padded too. (At the time of writing 10
 * quote lines leave the request's rule, which checks them, some 100 expressions, and 11 would not
 * fit in it at all.)
 */
const HEADROOM = 10

/** `rules` with HEADROOM clauses of `clause` first in the function `signature` (one of `data`). */
function withHeadroom(rules: string, signature: string, clause: string): string {
  const name = `headroom${signature.replace(/\W.*/s, '')}`
  const clauses = Array.from({ length: HEADROOM }, () => clause).join(' && ')
  const padded = rules.replace(
    `function ${signature} {\n      return `,
    `function ${name}(data) {\n      return ${clauses};\n    }\n\n    $&${name}(data) && `,
  )
  expect(padded, signature).not.toBe(rules)
  return padded
}

describe.skipIf(!emulator)('the expression budget of firestore.rules', () => {
  async function allAllowed(rules: string, rows: readonly Scenario[], project: string) {
    const judge = await emulatorJudge(emulator!, project, rules)
    try {
      for (const row of rows) expect(await judge.allowed(row), describeScenario(row)).toBe(true)
    } finally {
      await judge.cleanup()
    }
  }

  it('checks the largest orders with room to spare, in their own rule and their throttle’s', async () => {
    const padded = withHeadroom(
      withHeadroom(RULES, 'isValidOrderRequest(data)', 'data.total >= 0'),
      'isNewThrottle(data)',
      'data.lead.size() > 0',
    )
    await allAllowed(padded, LARGEST_ORDERS, 'demo-rules-headroom')
  }, 60_000)

  it('checks the largest quotes with room to spare, in their own rule and their request’s', async () => {
    const padded = withHeadroom(
      withHeadroom(RULES, 'isNewQuote(id, data)', 'data.version >= 0'),
      'isQuoteSent(data)',
      'data.total >= 0',
    )
    await allAllowed(padded, LARGEST_QUOTES, 'demo-rules-quote-headroom')
  }, 60_000)
})

describe('the scenario table', () => {
  it('covers every collection the app uses and one it does not, with every operation and caller', () => {
    const collections = [
      ...PUBLIC_COLLECTIONS,
      COLLECTIONS.users,
      ...LEAD_COLLECTIONS,
      COLLECTIONS.leadHandovers,
      COLLECTIONS.leadThrottle,
      COLLECTIONS.quotes,
      COLLECTIONS.leadNotes,
      UNUSED_COLLECTION,
    ]
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

  it('holds both allowed and denied rows for every operation users, leads, hand-overs, throttles, quotes and notes allow', () => {
    const cases = [
      ['users', ['get', 'create', 'update']],
      ...[...LEAD_COLLECTIONS, COLLECTIONS.leadHandovers].map(
        (c) => [c, ['get', 'list', 'create', 'update']] as const,
      ),
      [COLLECTIONS.leadThrottle, ['get', 'create', 'update']],
      // Anyone may get a quote: its rows are all allowed.
      [COLLECTIONS.quotes, ['list', 'create', 'update']],
      [COLLECTIONS.leadNotes, ['get', 'create', 'update']],
    ] as const
    for (const [collection, ops] of cases) {
      for (const op of ops) {
        const rows = SCENARIOS.filter((s) => s.op === op && s.path.split('/')[0] === collection)
        expect(new Set(rows.map((s) => s.allowed)), `${op} ${collection}`).toEqual(
          new Set([true, false]),
        )
      }
    }
  })

  it('holds rows of staff on every lead kind: reads and status changes allowed, the rest denied', () => {
    for (const collection of LEAD_COLLECTIONS) {
      const staff = SCENARIOS.filter(
        (s) => s.who === 'meera' && s.path.split('/')[0] === collection,
      )
      for (const op of ['get', 'list', 'update'] as const) {
        expect(
          staff.some((s) => s.op === op && s.allowed),
          `${op} ${collection}`,
        ).toBe(true)
      }
      for (const op of ['create', 'update', 'delete'] as const) {
        expect(
          staff.some((s) => s.op === op && !s.allowed),
          `${op} ${collection}`,
        ).toBe(true)
      }
    }
  })

  it('holds rows of the trade desk on every catalogue collection: staff write, nobody else', () => {
    for (const collection of PUBLIC_COLLECTIONS) {
      const rows = SCENARIOS.filter((s) => s.path.split('/')[0] === collection)
      for (const op of ['create', 'update', 'delete'] as const) {
        for (const who of ['meera', 'asha', 'anonymous', 'signed out', 'mallory'] as const) {
          const allowed = who === 'meera'
          expect(
            rows.some((s) => s.who === who && s.op === op && s.allowed === allowed),
            `${who} ${op} ${collection}`,
          ).toBe(true)
        }
      }
      for (const op of ['create', 'update'] as const) {
        expect(
          rows.some((s) => s.who === 'meera' && s.op === op && !s.allowed),
          `meera ${op} ${collection} refused`,
        ).toBe(true)
      }
    }
  })

  it('holds rows of quotes: staff send and revise, nobody else; anyone signed in decides', () => {
    const rows = SCENARIOS.filter((s) => s.path.split('/')[0] === COLLECTIONS.quotes)
    const has = (who: string, op: string, allowed: boolean) =>
      rows.some((s) => s.who === who && s.op === op && s.allowed === allowed)
    for (const op of ['create', 'update'] as const) {
      expect(has('meera', op, true), `meera ${op}`).toBe(true)
      expect(has('meera', op, false), `meera ${op} refused`).toBe(true)
    }
    for (const who of ['asha', 'ravi', 'anonymous', 'signed out', 'mallory'] as const) {
      expect(has(who, 'create', false), `${who} create`).toBe(true)
      expect(has(who, 'get', true), `${who} get`).toBe(true)
      expect(has(who, 'delete', false), `${who} delete`).toBe(true)
    }
    for (const who of ['asha', 'ravi', 'anonymous'] as const) {
      expect(has(who, 'update', true), `${who} decides`).toBe(true)
    }
    expect(has('signed out', 'update', false), 'signed out decides').toBe(true)
    expect(has('meera', 'delete', false), 'meera delete').toBe(true)
    const lists = rows.filter((s) => s.op === 'list')
    expect(lists.some((s) => s.who === 'meera' && !s.where && s.allowed)).toBe(true)
    expect(lists.some((s) => s.who === 'asha' && s.where?.[0] === 'buyerUid' && s.allowed)).toBe(
      true,
    )
    expect(lists.some((s) => s.who === 'asha' && !s.where && !s.allowed)).toBe(true)
  })

  it('lists leads with and without the authorUid filter, by the anonymous caller too', () => {
    for (const collection of LEAD_COLLECTIONS) {
      const lists = SCENARIOS.filter((s) => s.op === 'list' && s.path === collection)
      expect(lists.some((s) => s.where?.[0] === 'authorUid' && s.allowed)).toBe(true)
      expect(lists.some((s) => s.where === undefined && !s.allowed)).toBe(true)
      expect(lists.some((s) => s.who === 'anonymous' && s.allowed)).toBe(true)
    }
  })

  it('reads leads through a claimed hand-over, by get and by a list filtered on the guest', () => {
    for (const collection of LEAD_COLLECTIONS) {
      const throughHandover = SCENARIOS.filter(
        (s) =>
          s.path.split('/')[0] === collection &&
          Object.keys(s.others ?? {}).some((path) => path.startsWith(COLLECTIONS.leadHandovers)) &&
          s.allowed,
      )
      expect(new Set(throughHandover.map((s) => s.op)), collection).toEqual(
        new Set(['get', 'list']),
      )
    }
  })

  // Runs everywhere, so machines without the emulator still check the stand-in against the table
  // (which the emulator has confirmed wherever it runs).
  it('is decided the same way by the stand-in', () => {
    const drift = SCENARIOS.filter((s) => standinAllows(s) !== s.allowed).map(describeScenario)
    expect(drift).toEqual([])
  })
})
