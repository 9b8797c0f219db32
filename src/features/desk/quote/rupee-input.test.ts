// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { toPaise } from '@/lib/util/paise'
import { paiseText, parseRupees } from './rupee-input'

describe('parseRupees', () => {
  it('reads rupees as whole paise from the digits, with no float drift', () => {
    expect(parseRupees('4185.50')).toEqual({ ok: true, paise: 418_550 })
    expect(parseRupees('₹4,185.50')).toEqual({ ok: true, paise: 418_550 })
    expect(parseRupees(' 19.99 ')).toEqual({ ok: true, paise: 1999 })
    // As floats, 1.1 × 100 is 110.00000000000001 and 0.29 × 100 is 28.999999999999996.
    expect(parseRupees('1.1')).toEqual({ ok: true, paise: 110 })
    expect(parseRupees('.29')).toEqual({ ok: true, paise: 29 })
    expect(parseRupees('49.500')).toEqual({ ok: true, paise: 4950 })
    expect(parseRupees('125')).toEqual({ ok: true, paise: 12_500 })
    expect(parseRupees('0')).toEqual({ ok: true, paise: 0 })
  })

  it('says what is wrong with what is not an amount', () => {
    expect(parseRupees('  ')).toEqual({ ok: false, problem: 'empty' })
    for (const text of ['12a', '-5', '1.2.3', 'four']) {
      expect(parseRupees(text), text).toEqual({ ok: false, problem: 'notNumber' })
    }
    expect(parseRupees('4.505')).toEqual({ ok: false, problem: 'decimals' })
  })
})

describe('paise and catalogue prices', () => {
  it('turns a catalogue price into paise and paise into a field’s text', () => {
    expect(toPaise(4185.5)).toBe(418_550)
    expect(toPaise(210.05)).toBe(21_005)
    expect(paiseText(418_550)).toBe('4185.50')
    expect(paiseText(7)).toBe('0.07')
    expect(paiseText(12_500)).toBe('125.00')
  })
})
