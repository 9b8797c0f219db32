import { afterEach, describe, expect, it, vi } from 'vitest'
import { tabRecord } from './tab-store'

const isText = (value: unknown): value is string => typeof value === 'string'

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('tabRecord', () => {
  it('keeps entries by name in sessionStorage, and removes the key when the last goes', () => {
    const record = tabRecord('drafts', isText)
    record.set('a', 'one')
    record.set('b', 'two')
    expect(JSON.parse(sessionStorage.getItem('drafts') ?? '')).toEqual({ a: 'one', b: 'two' })
    expect(tabRecord('drafts', isText).get('a')).toBe('one')
    record.set('a', undefined)
    record.set('b', undefined)
    expect(sessionStorage.getItem('drafts')).toBeNull()
  })

  it('drops what it does not recognise: another shape, or text that is not JSON', () => {
    sessionStorage.setItem('drafts', JSON.stringify({ a: 'one', b: 2 }))
    expect(tabRecord('drafts', isText).get('b')).toBeUndefined()
    expect(tabRecord('drafts', isText).get('a')).toBe('one')
    sessionStorage.setItem('drafts', '{not json')
    expect(tabRecord('drafts', isText).get('a')).toBeUndefined()
  })

  it('keeps its entries in page memory when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const record = tabRecord('drafts', isText)
    record.set('a', 'one')
    expect(record.get('a')).toBe('one')
    record.clear()
    expect(record.get('a')).toBeUndefined()
  })
})
