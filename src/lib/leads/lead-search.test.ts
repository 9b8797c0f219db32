import { describe, expect, it } from 'vitest'
import { leadSearch, phoneKey, referenceKey, searchTerms, storedLeadSearch } from './lead-search'

describe('a phone number as the search keeps it', () => {
  it.each([
    ['+91 98290 11223', '9829011223'],
    ['+91-98290-11223', '9829011223'],
    ['098290 11223', '9829011223'],
    ['91 9829011223', '9829011223'],
    ['(0141) 236-5090', '1412365090'],
    ['141 236 5090', '1412365090'],
    ['2365090', '2365090'],
  ])('%j is %j', (typed, key) => {
    expect(phoneKey(typed)).toBe(key)
  })
})

describe('a lead’s search map', () => {
  it('holds the reference in capitals, names and e-mail in lower case, and the phone’s key', () => {
    expect(
      leadSearch('Ld7Kq2Xm9AbC3dEf4GhJ', {
        kind: 'orderRequests',
        name: 'Meena Agarwal',
        company: 'Shree Balaji Kirana',
        email: 'Meena@Balaji.example',
        phone: '+91 98290 11223',
      }),
    ).toEqual({
      ref: 'LD7KQ2XM',
      name: 'meena agarwal',
      company: 'shree balaji kirana',
      email: 'meena@balaji.example',
      phone: '9829011223',
    })
    expect(referenceKey('ab12CD34efgh')).toBe('AB12CD34')
  })

  it('keeps a name in Devanagari as it is', () => {
    expect(
      leadSearch('abcdefgh', { kind: 'contactMessages', from_name: 'मीना', from_email: 'm@x.in' }),
    ).toEqual({ ref: 'ABCDEFGH', name: 'मीना', email: 'm@x.in' })
  })

  it('is worked out for a stored lead only when the fields it needs are text', () => {
    const application = { name: 'Ravi', email: 'r@x.in', phone: '98290 11223' }
    expect(storedLeadSearch('jobApplications', 'abcdefgh', application)).toEqual({
      ref: 'ABCDEFGH',
      name: 'ravi',
      email: 'r@x.in',
      phone: '9829011223',
    })
    expect(storedLeadSearch('jobApplications', 'abcdefgh', { ...application, phone: 7 })).toBeNull()
    expect(storedLeadSearch('orderRequests', 'abcdefgh', application)).toBeNull()
    expect(storedLeadSearch('contactMessages', 'abcdefgh', { from_name: 'A' })).toBeNull()
  })
})

describe('what the words typed are searched as', () => {
  it.each([
    ['', {}],
    ['   ', {}],
    ['Meena  Agarwal ', { prefix: 'meena agarwal' }],
    ['7qk2-xm9a', { prefix: '7qk2-xm9a', ref: '7QK2XM9A' }],
    ['Ref 7QK2 XM9A', { prefix: 'ref 7qk2 xm9a', ref: '7QK2XM9A' }],
    ['agarwals', { prefix: 'agarwals', ref: 'AGARWALS' }],
    ['Meena@Balaji.example', { email: 'meena@balaji.example' }],
    ['+91 98290 11223', { phone: '9829011223' }],
    ['1234-5678', { ref: '12345678', phone: '12345678' }],
    ['98290', {}],
    ['08aapfu0939f1zv', { prefix: '08aapfu0939f1zv', gstin: '08AAPFU0939F1ZV' }],
  ])('%j', (typed, terms) => {
    expect(searchTerms(typed)).toEqual(terms)
  })
})
