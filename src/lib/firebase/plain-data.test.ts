// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { plainData } from './plain-data'

class Stamp {
  constructor(private readonly ms: number) {}
  toDate(): Date {
    return new Date(this.ms)
  }
}
class OtherStamp extends Object {
  toDate(): Date {
    return new Date(0)
  }
}

describe('plainData', () => {
  it('makes the SDK’s Timestamps Dates, at any depth, and leaves the rest as it is', () => {
    const at = Date.UTC(2026, 10, 27, 9, 5)
    expect(
      plainData(
        { createdAt: new Stamp(at), lines: [{ packs: 2, at: new Stamp(at) }], note: '' },
        Stamp,
      ),
    ).toEqual({ createdAt: new Date(at), lines: [{ packs: 2, at: new Date(at) }], note: '' })
  })

  it('knows only the class it is given: another SDK’s Timestamp is not taken for one', () => {
    expect(plainData({ at: new OtherStamp() }, Stamp)).toEqual({ at: {} })
  })
})
