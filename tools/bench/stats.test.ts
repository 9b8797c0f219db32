// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { median } from './stats'

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20)
  })
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('ignores missing and non-finite values', () => {
    expect(median([null, 5, undefined, Number.NaN, 7, 9])).toBe(7)
  })
  it('is null when nothing was measured', () => {
    expect(median([])).toBeNull()
    expect(median([null, undefined])).toBeNull()
  })
})
