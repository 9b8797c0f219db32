import { describe, expect, it } from 'vitest'
import { leadReference, newLeadId } from './lead-id'

describe('lead ids', () => {
  it('are 20 letters and digits, and new each time', () => {
    const ids = new Set(Array.from({ length: 500 }, newLeadId))
    expect(ids.size).toBe(500)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/)
  })

  it('give a short reference from their first eight characters', () => {
    expect(leadReference('k3f9qZ2mAbCdEfGhIjKl')).toBe('SF-K3F9-QZ2M')
    expect(leadReference('ab')).toBe('SF-AB00-0000')
  })
})
