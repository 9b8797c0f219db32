import { sameValue } from './same-value'

describe('sameValue', () => {
  it('compares plain data in every part, whatever the order of keys', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true)
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameValue(new Date(5), new Date(5))).toBe(true)
  })

  it('tells apart what differs anywhere', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] })).toBe(false)
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false)
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameValue([1], { 0: 1 })).toBe(false)
    expect(sameValue(new Date(5), new Date(6))).toBe(false)
    expect(sameValue(null, {})).toBe(false)
    expect(sameValue({ prices: { '1kg': 100 } }, { prices: { '1kg': 110 } })).toBe(false)
    expect(sameValue({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false)
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(true)
    expect(sameValue(new Date(5), 5)).toBe(false)
    expect(sameValue([[1]], [[2]])).toBe(false)
  })

  it('stops at the first difference', () => {
    const read = {
      get name() {
        throw new Error('read past the first difference')
      },
    }
    expect(sameValue([{ id: 1 }, read], [{ id: 2 }, read])).toBe(false)
  })
})
