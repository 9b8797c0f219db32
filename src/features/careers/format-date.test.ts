// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatPostedDate } from './format-date'

describe('formatPostedDate', () => {
  it('formats ISO dates the Indian way, whatever the time zone', () => {
    expect(formatPostedDate('2025-03-04')).toBe('4 Mar 2025')
    expect(formatPostedDate('2024-12-31')).toBe('31 Dec 2024')
  })

  it('leaves other text alone', () => {
    expect(formatPostedDate('2 days ago')).toBe('2 days ago')
    expect(formatPostedDate('2025-02-30')).toBe('2025-02-30')
  })
})
