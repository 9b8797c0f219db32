import { describe, expect, it, vi } from 'vitest'
import { ENQUIRY_LIMITS, STORAGE_KEYS } from '@/config/constants'
import {
  clampPacks,
  parseStoredList,
  readEnquiryList,
  subscribeEnquiryList,
  updateEnquiryList,
  writeEnquiryList,
  type EnquiryLine,
} from './enquiry-list'
import { addLine, addResult, removeLine, removeSent, setPacks, setSize } from './enquiry-edits'

const masoor = (size: EnquiryLine['size'] = '1kg', packs = 2): EnquiryLine => ({
  productId: 'masoor-dal',
  name: 'Masoor Dal',
  size,
  packs,
})
const ask = (name: string, packs = 1): EnquiryLine => ({ productId: null, name, size: null, packs })

describe('the list operations', () => {
  it('adds a line, and adds to its packs when the same product and size come again', () => {
    const once = addLine([], masoor('1kg', 2))
    expect(once).toEqual([masoor('1kg', 2)])
    expect(addLine(once, masoor('1kg', 3))).toEqual([masoor('1kg', 5)])
    expect(addLine(once, masoor('5kg', 1))).toEqual([masoor('1kg', 2), masoor('5kg', 1)])
  })

  it('merges free-text requests by their words, whatever the case and spacing', () => {
    const once = addLine([], ask('Toor dal, Akola'))
    expect(addLine(once, ask('  toor DAL, akola ', 4))).toEqual([ask('Toor dal, Akola', 5)])
  })

  it('keeps packs within 1 to 999 however they are typed or stepped', () => {
    expect([0, -5, 1.4, 998.6, 5000, Number.NaN].map(clampPacks)).toEqual([1, 1, 1, 999, 999, 1])
    expect(addLine([masoor('1kg', 998)], masoor('1kg', 5))).toEqual([masoor('1kg', 999)])
    expect(setPacks([masoor()], 0, 0)).toEqual([masoor('1kg', 1)])
  })

  it('keeps a name within the stored limit, so the list stays readable', () => {
    const long = 'x'.repeat(ENQUIRY_LIMITS.maxNameLength + 40)
    const [added] = addLine([], ask(long))
    expect(added?.name).toHaveLength(ENQUIRY_LIMITS.maxNameLength)
    writeEnquiryList(addLine([], ask(long)))
    expect(readEnquiryList()).toHaveLength(1)
    writeEnquiryList([])
  })

  it('does not grow past the most lines a list may hold', () => {
    const full = Array.from({ length: ENQUIRY_LIMITS.maxLines }, (_, i) => ask(`Item ${i}`))
    expect(addLine(full, ask('One more'))).toEqual(full)
    expect(addLine(full, ask('Item 3', 2))[3]?.packs).toBe(3)
  })

  it('tells what adding did: added, or nothing as the list is full or the line at the most packs', () => {
    const full = Array.from({ length: ENQUIRY_LIMITS.maxLines }, (_, i) => ask(`Item ${i}`))
    const result = (lines: EnquiryLine[], line: EnquiryLine) =>
      addResult(lines, addLine(lines, line), line)
    expect(result([], masoor())).toBe('added')
    expect(result([masoor('1kg', 998)], masoor('1kg', 5))).toBe('added')
    expect(result(full, ask('Item 3'))).toBe('added')
    expect(result(full, ask('One more'))).toBe('full')
    expect(result([masoor('1kg', 999)], masoor('1kg', 1))).toBe('maxPacks')
    expect(result([...full.slice(1), masoor('1kg', 999)], masoor('1kg', 1))).toBe('maxPacks')
  })

  it('takes away exactly the lines that were sent, keeping those added or changed meanwhile', () => {
    const sent = [masoor('1kg', 2), masoor('5kg', 1), ask('Toor dal')]
    const now = [masoor('1kg', 3), masoor('5kg', 1), ask('Toor dal'), ask('Bura')]
    expect(removeSent(now, sent)).toEqual([masoor('1kg', 3), ask('Bura')])
    expect(removeSent(sent, sent)).toEqual([])
  })

  it('changes a size, merging into a line that already has that size', () => {
    const lines = [masoor('1kg', 2), masoor('5kg', 1)]
    expect(setSize(lines, 0, '30kg')).toEqual([masoor('30kg', 2), masoor('5kg', 1)])
    expect(setSize(lines, 0, '5kg')).toEqual([masoor('5kg', 3)])
    expect(setSize([ask('x')], 0, '5kg')).toEqual([ask('x')])
  })

  it('removes a line', () => {
    expect(removeLine([masoor('1kg'), masoor('5kg')], 0)).toEqual([masoor('5kg')])
  })
})

describe('what is stored', () => {
  const stored = (lines: unknown, version: unknown = ENQUIRY_LIMITS.version) =>
    JSON.stringify({ version, lines })

  it('reads back what was written', () => {
    expect(parseStoredList(stored([masoor(), ask('Urad')]))).toEqual([masoor(), ask('Urad')])
  })

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['another version', stored([masoor()], 99)],
    ['lines that are not a list', stored({ 0: masoor() })],
    ['a line without a name', stored([{ ...masoor(), name: ' ' }])],
    ['a line of 0 packs', stored([masoor('1kg', 0)])],
    ['a line of 1000 packs', stored([masoor('1kg', 1000)])],
    ['fractional packs', stored([masoor('1kg', 1.5)])],
    ['an unknown size', stored([masoor('2kg' as EnquiryLine['size'])])],
    ['a product line without a size', stored([{ ...masoor(), size: null }])],
    ['a very long value', stored([ask('x'.repeat(ENQUIRY_LIMITS.maxStoredChars))])],
  ])('ignores %s', (_, raw) => {
    expect(parseStoredList(raw)).toEqual([])
  })

  it('keeps the list in localStorage and tells subscribers of changes', () => {
    localStorage.clear()
    const heard = vi.fn()
    const stop = subscribeEnquiryList(heard)
    updateEnquiryList((lines) => addLine(lines, masoor()))
    expect(readEnquiryList()).toEqual([masoor()])
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.enquiryList) ?? '')).toEqual({
      version: ENQUIRY_LIMITS.version,
      lines: [masoor()],
    })
    expect(heard).toHaveBeenCalledTimes(1)
    // The same array while nothing changed: React re-renders only on a change.
    expect(readEnquiryList()).toBe(readEnquiryList())
    writeEnquiryList([])
    expect(localStorage.getItem(STORAGE_KEYS.enquiryList)).toBeNull()
    stop()
    updateEnquiryList((lines) => addLine(lines, masoor()))
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('hears a change made in another tab', () => {
    const heard = vi.fn()
    const stop = subscribeEnquiryList(heard)
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.enquiryList }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }))
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })
})
