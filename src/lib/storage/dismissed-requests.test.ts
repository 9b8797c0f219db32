import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { dismissRequest, readDismissedRequests } from './dismissed-requests'

beforeEach(() => localStorage.clear())

describe('dismissed requests', () => {
  it('remembers each id once, on this device', () => {
    dismissRequest('a')
    dismissRequest('b')
    expect(dismissRequest('a')).toEqual(new Set(['b', 'a']))
    expect(readDismissedRequests()).toEqual(new Set(['a', 'b']))
  })

  it('keeps the newest hundred', () => {
    for (let i = 0; i < 105; i++) dismissRequest(`id-${i}`)
    const ids = readDismissedRequests()
    expect(ids.size).toBe(100)
    expect(ids.has('id-4')).toBe(false)
    expect(ids.has('id-104')).toBe(true)
  })

  it('reads nothing from what is not a list of ids', () => {
    localStorage.setItem(STORAGE_KEYS.dismissedRequests, '{"a":1}')
    expect(readDismissedRequests()).toEqual(new Set())
    localStorage.setItem(STORAGE_KEYS.dismissedRequests, 'not json')
    expect(readDismissedRequests()).toEqual(new Set())
    localStorage.setItem(STORAGE_KEYS.dismissedRequests, '["x", 3]')
    expect(readDismissedRequests()).toEqual(new Set(['x']))
  })
})
