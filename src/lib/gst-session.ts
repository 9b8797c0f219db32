/**
 * This tab's GST verification: the flag that unlocks prices (sessionStorage, read on page load)
 * and, beside it, which GSTIN was verified and its state, so every order request can name them.
 * A browser that refuses storage keeps both in memory for the page's life.
 */
import { STORAGE_KEYS } from '@/config/constants'

export interface GstDetails {
  gstin: string
  /** The state the GSTIN is registered in, e.g. "Maharashtra". */
  stateName: string
}

export interface GstSession {
  verified: boolean
  /** Null when the flag came from a visit that did not keep the GSTIN: ask for it again to order. */
  details: GstDetails | null
}

const VERIFIED = 'true'
const UNVERIFIED: GstSession = { verified: false, details: null }

let inMemory: GstSession | null = null
let cache: { flag: string | null; raw: string | null; session: GstSession } | null = null
const listeners = new Set<() => void>()

function store(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function parseDetails(raw: string | null): GstDetails | null {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as Partial<GstDetails> | null
    return typeof value?.gstin === 'string' && typeof value.stateName === 'string'
      ? { gstin: value.gstin, stateName: value.stateName }
      : null
  } catch {
    return null
  }
}

/** The session as stored now (the same object until it changes). */
export function readGstSession(): GstSession {
  if (inMemory) return inMemory
  let flag: string | null = null
  let raw: string | null = null
  try {
    flag = store()?.getItem(STORAGE_KEYS.gstVerified) ?? null
    raw = store()?.getItem(STORAGE_KEYS.gstDetails) ?? null
  } catch {
    return UNVERIFIED
  }
  if (cache?.flag !== flag || cache.raw !== raw) {
    cache = {
      flag,
      raw,
      session: flag === VERIFIED ? { verified: true, details: parseDetails(raw) } : UNVERIFIED,
    }
  }
  return cache.session
}

/** Records a verified GSTIN for this tab and tells every subscriber. */
export function storeGstSession(details: GstDetails): void {
  try {
    const session = store()
    if (!session) throw new Error('no sessionStorage')
    session.setItem(STORAGE_KEYS.gstVerified, VERIFIED)
    session.setItem(STORAGE_KEYS.gstDetails, JSON.stringify(details))
  } catch {
    inMemory = { verified: true, details }
  }
  listeners.forEach((listener) => listener())
}

export function subscribeGstSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
