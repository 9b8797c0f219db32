// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deleteField, getField, parseFieldPath, setField } from './standin/field-path'
import {
  compareValues,
  fromFirestoreFields,
  isValue,
  toFirestoreFields,
  type PlainJson,
  type Value,
} from './firestore-values'

describe('plain JSON ↔ Firestore values', () => {
  const record: Record<string, PlainJson> = {
    title: 'Masoor',
    count: 3,
    price: 49.5,
    inStock: true,
    note: null,
    tags: ['dal', 'red'],
    prices: { '1kg': 95, '500gm': 49.5 },
    createdAt: '2026-07-14T10:00:00.000Z',
  }

  it('encodes each JSON type, integers as strings and createdAt as a timestamp', () => {
    expect(toFirestoreFields(record)).toEqual({
      title: { stringValue: 'Masoor' },
      count: { integerValue: '3' },
      price: { doubleValue: 49.5 },
      inStock: { booleanValue: true },
      note: { nullValue: null },
      tags: { arrayValue: { values: [{ stringValue: 'dal' }, { stringValue: 'red' }] } },
      prices: {
        mapValue: { fields: { '1kg': { integerValue: '95' }, '500gm': { doubleValue: 49.5 } } },
      },
      createdAt: { timestampValue: '2026-07-14T10:00:00.000Z' },
    })
  })

  it('decodes back to the same plain JSON', () => {
    expect(fromFirestoreFields(toFirestoreFields(record))).toEqual(record)
  })

  it('refuses a createdAt that is not a date, and nested arrays', () => {
    expect(() => toFirestoreFields({ createdAt: 'yesterday' })).toThrow(/ISO date/)
    expect(() => toFirestoreFields({ grid: [[1]] })).toThrow(/arrays/)
  })

  it('only accepts well-formed values from requests', () => {
    expect(isValue({ integerValue: '12' })).toBe(true)
    expect(isValue({ integerValue: 12 })).toBe(false)
    expect(isValue({ stringValue: 'a', integerValue: '1' })).toBe(false)
    expect(isValue({ timestampValue: 'tomorrow' })).toBe(false)
    expect(isValue({ timestampValue: '2026-01-01T00:00:00.123456789Z' })).toBe(true)
    expect(isValue({ mapValue: { fields: { a: { bogus: 1 } } } })).toBe(false)
  })
})

describe('Firestore ordering', () => {
  const sorted = (values: Value[]) => [...values].sort(compareValues)

  it('orders by type first: null, boolean, number, timestamp, string', () => {
    const values: Value[] = [
      { stringValue: 'a' },
      { timestampValue: '2026-01-01T00:00:00Z' },
      { integerValue: '1' },
      { booleanValue: false },
      { nullValue: null },
    ]
    expect(sorted(values)).toEqual([...values].reverse())
  })

  it('compares integers and doubles as numbers', () => {
    expect(compareValues({ integerValue: '2' }, { doubleValue: 1.5 })).toBe(1)
    expect(compareValues({ integerValue: '2' }, { doubleValue: 2 })).toBe(0)
  })

  it('compares timestamps to the nanosecond', () => {
    expect(
      compareValues(
        { timestampValue: '2026-01-01T00:00:00.000000001Z' },
        { timestampValue: '2026-01-01T00:00:00Z' },
      ),
    ).toBe(1)
  })
})

describe('field paths', () => {
  it('splits on dots and honours back-quoted segments', () => {
    expect(parseFieldPath('prices.`1kg`')).toEqual(['prices', '1kg'])
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c'])
    expect(() => parseFieldPath('a..b')).toThrow()
  })

  it('gets, sets and deletes nested fields without touching the input', () => {
    const fields = { prices: { mapValue: { fields: { '1kg': { integerValue: '95' } } } } }
    expect(getField(fields, ['prices', '1kg'])).toEqual({ integerValue: '95' })
    const set = setField(fields, ['prices', '5kg'], { integerValue: '450' })
    expect(getField(set, ['prices', '5kg'])).toEqual({ integerValue: '450' })
    expect(getField(fields, ['prices', '5kg'])).toBeUndefined()
    expect(getField(deleteField(set, ['prices', '1kg']), ['prices', '1kg'])).toBeUndefined()
  })
})
