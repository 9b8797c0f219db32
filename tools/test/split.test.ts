import { describe, expect, it } from 'vitest'
import { formatDuration, formatSplit } from './split'

describe('formatDuration', () => {
  it('writes minutes and two-digit seconds, or seconds alone under a minute', () => {
    expect(formatDuration(83_400)).toBe('1m 23s')
    expect(formatDuration(600_000)).toBe('10m 00s')
    expect(formatDuration(42_499)).toBe('42s')
  })
})

describe('formatSplit', () => {
  const phases = [
    { name: 'lint + types', ms: 60_000, note: 'stack started beside it' },
    { name: 'browser', ms: 240_000, failed: true },
  ]

  it('lists each phase with its time, its share and what else is known of it', () => {
    expect(formatSplit(phases, 300_000, 720_000).split('\n')).toEqual([
      'npm test took 5m 00s:',
      '  lint + types   1m 00s   20%  (stack started beside it)',
      '  browser        4m 00s   80%  FAILED',
    ])
  })

  it('says when the run went over its budget', () => {
    expect(formatSplit(phases, 800_000, 720_000)).toMatch(
      /^npm test took 13m 20s, over the 12m 00s budget:/,
    )
  })
})
