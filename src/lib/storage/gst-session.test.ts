import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'

const details = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }

// A fresh module per test: it keeps what it read (and a memory fallback) between calls.
async function load() {
  vi.resetModules()
  return import('./gst-session')
}

describe('the GST session of a tab', () => {
  beforeEach(() => sessionStorage.clear())

  it('stores the flag and the verified GSTIN, reads them back and tells subscribers', async () => {
    const gst = await load()
    expect(gst.readGstSession()).toEqual({ verified: false, details: null })
    const heard = vi.fn()
    gst.subscribeGstSession(heard)
    gst.storeGstSession(details)
    expect(sessionStorage.getItem(STORAGE_KEYS.gstVerified)).toBe('true')
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.gstDetails) ?? '')).toEqual(details)
    expect(gst.readGstSession()).toEqual({ verified: true, details })
    expect(gst.readGstSession()).toBe(gst.readGstSession())
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('honours the flag alone (a GSTIN it does not know is asked for again to order)', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gstVerified, 'true')
    sessionStorage.setItem(STORAGE_KEYS.gstDetails, '{not json')
    const gst = await load()
    expect(gst.readGstSession()).toEqual({ verified: true, details: null })
  })

  it('ignores other flag values', async () => {
    sessionStorage.setItem(STORAGE_KEYS.gstVerified, 'yes')
    sessionStorage.setItem(STORAGE_KEYS.gstDetails, JSON.stringify(details))
    const gst = await load()
    expect(gst.readGstSession()).toEqual({ verified: false, details: null })
  })

  it('keeps a verification in memory when storage refuses it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const gst = await load()
    gst.storeGstSession(details)
    expect(gst.readGstSession()).toEqual({ verified: true, details })
  })
})
