// @vitest-environment node
/**
 * Every clause of firestore.rules is needed: with any one of them removed, the emulator decides
 * some scenario of the table differently. (A clause no scenario needs is either dead or untested.)
 * The audit itself runs when what it depends on has changed since it last passed (audit-stamp.ts).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { auditNeeded, STAMP_FILE, writeStamp } from './audit-stamp'
import { mutants, type Mutant } from './clauses'
import { emulatorJudge } from './judges'
import { requiredKeyReads } from './required-keys'
import { describeScenario, SCENARIOS, type Scenario } from './scenarios'

const emulator = inject('firestoreEmulator')
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')
/** Words of the rules language and parameter names, which no scenario note is about. */
const COMMON_WORDS = new Set(
  'data request resource auth is string int text min max matches keys hasAll hasOnly'.split(' '),
)
/** Mutants judged at once, each on a project of its own. */
const CONCURRENCY = 6
/**
 * What the audit may take per mutant: most are told apart by one of their first rows, in about a
 * second on a busy two-core machine (1.3 at worst so far), so the whole audit grows with the rules
 * instead of racing a fixed limit, with room for a busier machine still.
 */
const MS_PER_MUTANT = 3_000

describe('mutants()', () => {
  const rules = `service cloud.firestore {
  match /a/{id} {
    allow get: if true;
    allow create: if isOwner(id)
      && (!('x' in request.resource.data) || request.resource.data.x == 'y');
  }
  function isOwner(id) {
    return request.auth != null && request.auth.uid == id;
  }
}
`
  const found = mutants(rules)

  it('removes each && operand (as true) and each || operand (as false), nested or not', () => {
    expect(found.map((m) => m.description)).toEqual([
      'allow create (line 4): without isOwner(id)',
      "allow create (line 4): without !('x' in request.resource.data)",
      "allow create (line 4): without request.resource.data.x == 'y'",
      'function isOwner (line 8): without request.auth.uid == id',
      'allow get (line 3): allows nothing',
      'allow create (line 4): allows nothing',
    ])
  })

  it('writes the mutant with only that clause replaced', () => {
    expect(found[1]?.rules).toContain("&& (false || request.resource.data.x == 'y');")
    expect(found[3]?.rules).toContain('return request.auth != null && true;')
    expect(found[4]?.rules).toContain('allow get: if false;')
  })

  it('says whether each removal lets more through (true) or less (false)', () => {
    expect(found.map((m) => m.replacement)).toEqual([
      'true',
      'false',
      'false',
      'true',
      'false',
      'false',
    ])
  })

  it('knows which collections each clause belongs to, through functions too', () => {
    expect(found.map((m) => m.collections)).toEqual([['a'], ['a'], ['a'], ['a'], ['a'], ['a']])
  })

  const several = `service cloud.firestore {
  match /b/{id} {
    allow get, list: if resource.data.shown != null && request.auth != null;
  }
}
`

  it('removes each operation of an allow statement that names several, alone', () => {
    const byDescription = new Map(mutants(several).map((m) => [m.description, m]))
    expect(byDescription.get('allow get, list (line 3): without get')?.rules).toContain(
      'allow list: if resource.data.shown',
    )
    expect(byDescription.get('allow get, list (line 3): without list')?.rules).toContain(
      'allow get: if resource.data.shown',
    )
  })

  it('skips request.auth != null only: any other != null clause is removed too', () => {
    expect(mutants(several).map((m) => m.removed)).toEqual([
      'resource.data.shown != null',
      '',
      'get',
      'list',
    ])
  })
})

describe('requiredKeyReads(), why hasAll clauses are no mutants', () => {
  it('finds every key a hasAll of firestore.rules requires read by another clause of its statement', () => {
    const keys = requiredKeyReads(RULES)
    expect(keys.length).toBeGreaterThan(40)
    expect(keys.filter((k) => !k.read)).toEqual([])
  })

  it('reads through the functions a statement calls, and reports a key nothing reads', () => {
    const rules = `service cloud.firestore {
  match /a/{id} {
    allow create: if isValid(request.resource.data) && request.resource.data.b == 2;
  }
  function isValid(data) {
    return data.keys().hasAll(['a', 'b', 'c']) && isOne(data.a) && data.cc == 3;
  }
  function isOne(value) {
    return value == 1;
  }
}
`
    expect(requiredKeyReads(rules)).toEqual(
      ['a', 'b', 'c'].map((key) => ({
        where: 'allow create (line 3)',
        key: `request.resource.data.${key}`,
        read: key !== 'c',
      })),
    )
  })
})

const audit = auditNeeded()
if (emulator && !audit) {
  console.log(
    `Clause audit of firestore.rules skipped: the rules, their copy and the table are as ${STAMP_FILE} audited them.`,
  )
}

describe.skipIf(!emulator || !audit)('every clause of firestore.rules is needed', () => {
  /** The first scenario the mutant decides differently from the table, or null. */
  async function firstCatch(mutant: Mutant, index: number): Promise<string | null> {
    const judge = await emulatorJudge(emulator!, `demo-rules-mutant-${index}`, mutant.rules)
    try {
      // Likeliest first (only the speed depends on this order): rows whose commit writes to the
      // clause's collections; among them the rows the removal could turn (denied ones when it
      // lets more through, allowed ones when it lets less); among those, rows whose note names a
      // field the clause reads, when it reads few.
      const fields = (mutant.removed.replace(/'[^']*'/g, '').match(/\w+/g) ?? [])
        .filter((word) => !COMMON_WORDS.has(word) && !/^\d/.test(word))
        .map((word) => word.toLowerCase())
      const named = (s: Scenario) =>
        fields.length <= 3 && fields.some((field) => s.note?.toLowerCase().includes(field))
      const touches = (s: Scenario) =>
        [s.path, ...(s.alsoWrites ?? []).map((write) => write.path)].some((path) =>
          mutant.collections.includes(path.split('/')[0]!),
        )
      const rank = (s: Scenario) =>
        (touches(s) ? 0 : 4) +
        (s.allowed === (mutant.replacement === 'false') ? 0 : 2) +
        (named(s) ? 0 : 1)
      for (const scenario of [...SCENARIOS].sort((a, b) => rank(a) - rank(b))) {
        if ((await judge.allowed(scenario)) !== scenario.allowed) return describeScenario(scenario)
      }
      return null
    } finally {
      await judge.cleanup()
    }
  }

  const all = mutants(RULES)

  it(
    'the table tells each mutant from the rules',
    { timeout: all.length * MS_PER_MUTANT },
    async () => {
      expect(all.length).toBeGreaterThan(20)
      const survivors: string[] = []
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < all.length) {
            const index = next++
            const mutant = all[index] as Mutant
            if ((await firstCatch(mutant, index)) === null) survivors.push(mutant.description)
          }
        }),
      )
      expect(survivors).toEqual([])
      writeStamp()
    },
  )
})
