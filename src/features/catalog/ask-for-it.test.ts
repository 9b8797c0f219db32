// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ENQUIRY_LIMITS } from '@/config/constants'
import type { EnquiryLine } from '@/lib/storage/enquiry-list'
import { askedLine, askedName, askOutcome } from './ask-for-it'

const line = (name: string, productId: string | null = null): EnquiryLine =>
  productId === null
    ? { productId, name, size: null, packs: 1 }
    : { productId, name, size: '1kg', packs: 1 }

describe('asking for what a search did not find', () => {
  it('asks for the trimmed search as a free-text line of one', () => {
    expect(askedName('  toor dal \n')).toBe('toor dal')
    expect(askedLine('toor dal')).toEqual({
      productId: null,
      name: 'toor dal',
      size: null,
      packs: 1,
    })
  })

  it('never cuts a search short: one longer than a stored name may be is refused whole', () => {
    // A stored name may be 120 characters long.
    const longest = 'a'.repeat(120)
    expect(askedName(` ${longest}b `)).toBe(`${longest}b`)
    expect(askOutcome([], `${longest}b`)).toBe('tooLong')
    expect(askOutcome([], longest)).toBe('added')
  })

  it('adds a request once, whatever its case, and not to a full list', () => {
    expect(askOutcome([], 'toor dal')).toBe('added')
    expect(askOutcome([line('Toor Dal ')], 'toor dal')).toBe('already')
    // The same name as a catalogue product is another line: that one has a pack size.
    expect(askOutcome([line('Toor Dal', 'arhar-dal')], 'toor dal')).toBe('added')
    const full = Array.from({ length: ENQUIRY_LIMITS.maxLines }, (_, i) => line(`Item ${i}`))
    expect(askOutcome(full, 'toor dal')).toBe('full')
    expect(askOutcome(full, 'item 3')).toBe('already')
  })
})
