import { describe, expect, it, vi } from 'vitest'
import { leadReference, newLeadId } from './lead-id'

describe('newLeadId', () => {
  it('makes 20 letters and digits, a new id each time', () => {
    const ids = Array.from({ length: 200 }, newLeadId)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('draws on crypto.getRandomValues, dropping the bytes that would favour some characters', () => {
    // 248 = 4 × 62: from there on a byte would map to A–D a fifth time.
    const bytes = [0, 25, 26, 51, 52, 61, 62, 247, 248, 255]
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const target = array as Uint8Array
      target.forEach((_, i) => (target[i] = bytes[i % bytes.length] as number))
      return array
    })
    // Per round of 10 bytes: A Z a z 0 9 A 9, then 248 and 255 are dropped.
    expect(newLeadId()).toBe('AZaz09A9AZaz09A9AZaz')
  })
})

describe('leadReference', () => {
  it('is the first eight characters in capitals, in two groups of four', () => {
    expect(leadReference('aB3dEf9hIjKlMnOpQrSt')).toBe('AB3D-EF9H')
  })

  it('has that form for every new id', () => {
    for (let i = 0; i < 50; i++)
      expect(leadReference(newLeadId())).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  })
})
