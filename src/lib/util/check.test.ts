// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  arrayOf,
  boolean,
  date,
  INVALID,
  literal,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  withDefault,
  within,
} from './check'

describe('checks of single values', () => {
  it('takes strings and nothing else as a string', () => {
    expect(string('Masoor Dal')).toBe('Masoor Dal')
    expect(string('')).toBe('')
    for (const value of [1, null, undefined, {}, ['a']]) expect(string(value)).toBe(INVALID)
  })

  it('takes finite numbers only', () => {
    expect(number(0)).toBe(0)
    expect(number(-2.5)).toBe(-2.5)
    for (const value of [Number.NaN, Infinity, -Infinity, '3', null]) {
      expect(number(value)).toBe(INVALID)
    }
  })

  it('takes true and false, not their look-alikes', () => {
    expect(boolean(true)).toBe(true)
    expect(boolean(false)).toBe(false)
    for (const value of [0, 1, 'false', null, undefined]) expect(boolean(value)).toBe(INVALID)
  })

  it('takes a finite number within the limit either side of 0', () => {
    const latitude = within(90)
    expect(latitude(90)).toBe(90)
    expect(latitude(-26.9)).toBe(-26.9)
    for (const value of [90.01, -91, Number.NaN, '26.9', null])
      expect(latitude(value)).toBe(INVALID)
  })

  it('takes only the listed words', () => {
    const size = oneOf(['small', 'large'])
    expect(size('large')).toBe('large')
    for (const value of ['Large', '', 1, undefined]) expect(size(value)).toBe(INVALID)
  })

  it('takes dates that hold a time', () => {
    const when = new Date('2026-09-01T00:00:00Z')
    expect(date(when)).toBe(when)
    expect(date(new Date('not a date'))).toBe(INVALID)
    expect(date('2026-09-01')).toBe(INVALID)
    expect(date(when.getTime())).toBe(INVALID)
  })

  it('takes only the literal asked for', () => {
    const v2 = literal(2)
    expect(v2(2)).toBe(2)
    expect(v2('2')).toBe(INVALID)
    expect(v2(3)).toBe(INVALID)
  })

  it('takes plain objects as records, not arrays or null', () => {
    expect(record({ a: 1 })).toEqual({ a: 1 })
    for (const value of [null, [], 'x', 1]) expect(record(value)).toBe(INVALID)
  })
})

describe('arrayOf', () => {
  const strings = arrayOf(string)

  it('gives a new array of the checked items', () => {
    const input = ['a', 'b']
    const out = strings(input)
    expect(out).toEqual(['a', 'b'])
    expect(out).not.toBe(input)
  })

  it('fails the whole array on one bad item', () => {
    expect(strings(['a', 2])).toBe(INVALID)
    expect(strings('a')).toBe(INVALID)
  })
})

describe('optional and withDefault', () => {
  it('lets a missing value through as undefined, and checks a present one', () => {
    const maybe = optional(string)
    expect(maybe(undefined)).toBeUndefined()
    expect(maybe('x')).toBe('x')
    expect(maybe(null)).toBe(INVALID)
  })

  it('puts the fallback in place of a missing value only', () => {
    const text = withDefault(string, '')
    expect(text(undefined)).toBe('')
    expect(text('kept')).toBe('kept')
    expect(text(5)).toBe(INVALID)
  })
})

describe('object', () => {
  const job = object({
    id: number,
    title: string,
    duration: optional(string),
    tags: withDefault(arrayOf(string), []),
  })

  it('keeps the shape’s keys only, fills defaults and leaves missing optional keys out', () => {
    const out = job({ id: 7, title: 'Sales Officer', extra: '<script>' })
    expect(out).toEqual({ id: 7, title: 'Sales Officer', tags: [] })
    expect(out !== INVALID && 'duration' in out).toBe(false)
  })

  it('keeps a present optional key', () => {
    expect(job({ id: 7, title: 'Intern', duration: '6 months', tags: ['field'] })).toEqual({
      id: 7,
      title: 'Intern',
      duration: '6 months',
      tags: ['field'],
    })
  })

  it('fails on a missing or malformed required key, and on anything not an object', () => {
    expect(job({ title: 'No id' })).toBe(INVALID)
    expect(job({ id: '7', title: 'Text id' })).toBe(INVALID)
    expect(job({ id: 7, title: 'Bad tags', tags: [1] })).toBe(INVALID)
    for (const value of [null, [], 'job']) expect(job(value)).toBe(INVALID)
  })
})
