// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firestoreOf } from './local-stack'
import { renderMarkdown } from './report'
import type { BenchResults } from './results'

/** The lines stack.ts prints once it is ready, as a bench stack's log holds them. */
const readyOutput = (firestore: string) => `
Local stack ready in 23.5 s (Auth emulator 23.5 s, Firestore 3.5 s); data in bench-results/.work/
  App        http://127.0.0.1:5243/  (vite preview of dist/)
  Auth       http://127.0.0.1:9169/  (Firebase Auth emulator)
  Firestore  http://127.0.0.1:8150/  (${firestore}, 74 documents seeded from seed/)
  Outbox     http://127.0.0.1:8095/  (every email sent, newest first)
  Staff      desk@sunehrifasal.example / desk-demo-2025  (sample staff account, staff: true; local only)
`

describe('the Firestore a benchmark measured', () => {
  it("is read from the stack's ready output: the emulator or the stand-in", () => {
    expect(
      firestoreOf(readyOutput('Cloud Firestore emulator 1.19.9 running firestore.rules')),
    ).toBe('Cloud Firestore emulator 1.19.9 running firestore.rules')
    expect(firestoreOf(readyOutput('STAND-IN (no Cloud Firestore emulator found)'))).toBe(
      'STAND-IN (no Cloud Firestore emulator found)',
    )
  })

  it('is named by one line of the report', () => {
    const results: BenchResults = {
      generatedAt: '2026-11-25T09:30:00Z',
      environment: { node: 'v20.19.0', cpus: 2, chromium: 'Chromium 140', lighthouse: '13.5.0' },
      options: { runs: 1, routes: [] },
      calibration: null,
      profiles: null,
      lighthouse: null,
      bundles: null,
      keystroke: null,
      journey: null,
      against: null,
      errors: [],
    }
    const markdown = renderMarkdown(results, [], ['STAND-IN (no Cloud Firestore emulator found)'])
    expect(markdown.split('\n')).toContain(
      'Firestore: STAND-IN (no Cloud Firestore emulator found)',
    )
  })
})
