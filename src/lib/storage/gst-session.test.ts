import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GST_REMEMBER_DAYS, STORAGE_KEYS } from '@/config/constants'

const details = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }

// A fresh module per test: it keeps what it read (and a memory fallback) between calls.
async function load() {
  vi.resetModules()
  return import('./gst-session')
}

describe('the GST session of a tab', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })

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

  it('lasts the session by default: nothing is kept on the device, a new tab asks again', async () => {
    ;(await load()).storeGstSession(details)
    expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).toBeNull()
    sessionStorage.clear() // a new tab
    expect((await load()).readGstSession()).toEqual({ verified: false, details: null })
  })

  it('a check not remembered removes a copy an earlier check left on the device', async () => {
    const gst = await load()
    gst.storeGstSession(details, { remember: true })
    expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).not.toBeNull()
    gst.storeGstSession(details, { remember: false })
    expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).toBeNull()
    expect(gst.readGstSession()).toEqual({ verified: true, details })
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

  it('remembered, keeps a verification for a new tab until GST_REMEMBER_DAYS have passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') })
    try {
      ;(await load()).storeGstSession(details, { remember: true })
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gstRemembered) ?? '')).toEqual({
        ...details,
        until: Date.now() + GST_REMEMBER_DAYS * 24 * 60 * 60 * 1000,
      })
      sessionStorage.clear() // a new tab
      expect((await load()).readGstSession()).toEqual({ verified: true, details })
      vi.setSystemTime(Date.now() + GST_REMEMBER_DAYS * 24 * 60 * 60 * 1000 - 1)
      expect((await load()).readGstSession()).toEqual({ verified: true, details })
      vi.setSystemTime(Date.now() + 1)
      expect((await load()).readGstSession()).toEqual({ verified: false, details: null })
    } finally {
      vi.useRealTimers()
    }
  })

  it("does not keep an account's GSTIN beyond the tab (sign-in applies it again)", async () => {
    const gst = await load()
    gst.storeGstSession(details, { fromAccount: true })
    expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).toBeNull()
    sessionStorage.clear()
    expect((await load()).readGstSession()).toEqual({ verified: false, details: null })
  })

  it("Forget removes the tab's flag and the remembered copy, and tells subscribers", async () => {
    const gst = await load()
    gst.storeGstSession(details, { remember: true })
    const heard = vi.fn()
    gst.subscribeGstSession(heard)
    gst.forgetGstSession()
    expect(sessionStorage.getItem(STORAGE_KEYS.gstVerified)).toBeNull()
    expect(sessionStorage.getItem(STORAGE_KEYS.gstDetails)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).toBeNull()
    expect(gst.readGstSession()).toEqual({ verified: false, details: null })
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('Forget also clears a verification held in memory when storage refused it', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const gst = await load()
    gst.storeGstSession(details)
    setItem.mockRestore()
    gst.forgetGstSession()
    expect(gst.readGstSession()).toEqual({ verified: false, details: null })
  })

  it('signing out removes the remembered copy; this tab keeps its own check', async () => {
    const gst = await load()
    gst.storeGstSession(details, { remember: true })
    const heard = vi.fn()
    gst.subscribeGstSession(heard)
    gst.forgetRememberedGst()
    expect(localStorage.getItem(STORAGE_KEYS.gstRemembered)).toBeNull()
    expect(gst.readGstSession()).toEqual({ verified: true, details })
    expect(heard).toHaveBeenCalledTimes(1)
    sessionStorage.clear() // a new tab
    expect((await load()).readGstSession()).toEqual({ verified: false, details: null })
  })

  it('tells subscribers when another tab verifies', async () => {
    const gst = await load()
    const heard = vi.fn()
    const stop = gst.subscribeGstSession(heard)
    const until = Date.now() + 60_000
    localStorage.setItem(STORAGE_KEYS.gstRemembered, JSON.stringify({ ...details, until }))
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.gstRemembered }))
    expect(heard).toHaveBeenCalledTimes(1)
    expect(gst.readGstSession()).toEqual({ verified: true, details })
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.gstRemembered }))
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
