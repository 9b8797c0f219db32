// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FloodFigures } from './flood'
import {
  cellText,
  details,
  floodCell,
  matchAround,
  refusalReason,
  markdownTable,
  outcomeCell,
  perMinute,
  resultTable,
  type RunResult,
} from './report'

const FLOOD: FloodFigures = {
  limits: { leads: 300, seconds: 30, workers: 4 },
  tried: 300,
  stored: 300,
  refused: 0,
  failed: 0,
  elapsedMs: 12_000,
  counted: 300,
  stoppedBy: 'leads',
}

describe('cellText', () => {
  it('shows a right-to-left override as its escape, not as a reversal of the row', () => {
    expect(cellText('Asha \u202Esredart')).toBe('Asha \\u202Esredart')
  })

  it('keeps a cell on one line and its pipes out of the table', () => {
    expect(cellText('a|b\nc')).toBe('a\\|b\\u000Ac')
  })

  it('leaves rupees, times signs and Devanagari alone', () => {
    expect(cellText('999 × 30kg at ₹1, सुनहरी')).toBe('999 × 30kg at ₹1, सुनहरी')
  })
})

describe('markdownTable', () => {
  it('pads every column to its widest cell', () => {
    expect(markdownTable(['attack', 'after'], [['₹1 a pack', 'REFUSED']])).toBe(
      ['| attack    | after   |', '| --------- | ------- |', '| ₹1 a pack | REFUSED |'].join('\n'),
    )
  })
})

describe('figures', () => {
  it('gives leads per minute from the elapsed time', () => {
    expect(perMinute(300, 12_000)).toBe(1500)
    expect(perMinute(5, 0)).toBe(0)
  })

  it('writes the flood as stored of tried, time, rate and what stopped it', () => {
    expect(floodCell(FLOOD)).toBe(
      '300 of 300 STORED in 12.0 s = 1500 a minute, stopped by its lead limit',
    )
    expect(floodCell({ ...FLOOD, stored: 10, refused: 2, failed: 1, stoppedBy: 'seconds' })).toBe(
      '10 of 300 STORED in 12.0 s = 50 a minute, 2 refused, 1 failed, stopped by its time limit',
    )
    expect(floodCell({ skipped: '--flood 0' })).toBe('SKIPPED (--flood 0)')
  })

  it('calls a missing result skipped, never stored or refused', () => {
    expect(outcomeCell(undefined)).toBe('SKIPPED')
    expect(outcomeCell({ outcome: { kind: 'error', message: '400' } })).toBe('ERROR')
  })
})

const RULES = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  '    match /orderRequests/{id} {',
  '      allow create: if isValidOrderRequest(request.resource.data);',
  '    }',
  '    match /leadThrottle/{uid} {',
  '      allow create: if isNewThrottle(request.resource.data);',
  '      allow update: if isNewThrottle(request.resource.data);',
  '    }',
  '  }',
  '}',
].join('\n')

describe('refusalReason', () => {
  it('names the collection of each allow that came out false', () => {
    expect(matchAround(RULES, 8)).toBe('leadThrottle/{uid}')
    expect(matchAround(RULES, 2)).toBeUndefined()
  })

  it("keeps what decided a refusal out of the emulator's message", () => {
    const message =
      "\nevaluation error at L5:24 for 'create' @ L5, evaluation error at L8:24 for 'create' @ L8, " +
      "false for 'create' @ L8, Property open is undefined on object. for 'create' @ L5, " +
      "false for 'create' @ L8"
    expect(refusalReason(message, RULES)).toBe(
      'false: create of leadThrottle/{uid} (L8); error: Property open is undefined on object',
    )
  })

  it('falls back on the message when it names nothing it knows', () => {
    expect(refusalReason('  Missing or insufficient permissions.\n', RULES)).toBe(
      'Missing or insufficient permissions.',
    )
  })
})

describe('resultTable and details', () => {
  const rows = [
    { id: 'total', label: 'Forged total' },
    { id: 'name', label: 'Name `Asha \u202Esredart`' },
  ]
  const runs: RunResult[] = [
    {
      name: 'before',
      rules: '',
      results: new Map([
        ['total', { outcome: { kind: 'stored' } }],
        ['name', { outcome: { kind: 'stored' } }],
      ]),
      flood: FLOOD,
    },
    {
      name: 'after',
      rules: RULES,
      results: new Map([
        ['total', { outcome: { kind: 'refused', message: "\nfalse for 'create' @ L4" } }],
      ]),
      flood: { skipped: 'the run ended first' },
    },
  ]

  it('puts the flood first, numbers the attacks, and has a column per run', () => {
    const lines = resultTable(rows, runs).split('\n')
    expect(lines[0]).toMatch(/^\| attack +\| before +\| after +\|$/)
    expect(lines[2]).toContain('Flood: a fresh guest per order request, 4 loops')
    expect(lines[3]).toMatch(/^\| 1\. Forged total +\| STORED +\| REFUSED +\|$/)
    expect(lines[4]).toMatch(/^\| 2\. Name `Asha \\u202Esredart` +\| STORED +\| SKIPPED +\|$/)
  })

  it("lists each run's flood count and the emulator's reason for a refusal", () => {
    expect(details(rows, runs)).toEqual([
      'before:',
      '  flood: order requests in the emulator afterwards: 300',
      'after:',
      '  1. REFUSED: false: create of orderRequests/{id} (L4)',
    ])
  })
})
