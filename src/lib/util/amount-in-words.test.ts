// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { rupeesInWords, wholeInWords } from './amount-in-words'

describe('wholeInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [45, 'Forty-Five'],
    [100, 'One Hundred'],
    [345, 'Three Hundred Forty-Five'],
    [1000, 'One Thousand'],
    [12_005, 'Twelve Thousand Five'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [1_12_345, 'One Lakh Twelve Thousand Three Hundred Forty-Five'],
    [99_00_010, 'Ninety-Nine Lakh Ten'],
    [1_00_00_000, 'One Crore'],
    [2_05_00_300, 'Two Crore Five Lakh Three Hundred'],
    [1234_00_00_000, 'One Thousand Two Hundred Thirty-Four Crore'],
  ])('%i → %s', (n, words) => {
    expect(wholeInWords(n)).toBe(words)
  })

  it('refuses what is not a whole amount', () => {
    expect(() => wholeInWords(-1)).toThrow(RangeError)
    expect(() => wholeInWords(1.5)).toThrow(RangeError)
  })
})

describe('rupeesInWords', () => {
  it('writes rupees as an invoice does', () => {
    expect(rupeesInWords(1_12_345_00)).toBe(
      'Rupees One Lakh Twelve Thousand Three Hundred Forty-Five only',
    )
    expect(rupeesInWords(0)).toBe('Rupees Zero only')
  })

  it('writes the paise after the rupees when there are any', () => {
    expect(rupeesInWords(95_50)).toBe('Rupees Ninety-Five and Fifty Paise only')
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise only')
  })
})
