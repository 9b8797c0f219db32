/**
 * This tab's GST verification: the flag that unlocks prices (sessionStorage, read on page load)
 * and, beside it, which GSTIN was verified and its state, so every order request can name them.
 * It lasts the browser session: a new tab, or the next person at a shared computer, is asked
 * again. Only a buyer who ticks "remember" in the GST dialog also has it kept in localStorage for
 * GST_REMEMBER_DAYS, so later tabs and visits of the same browser open prices without the dialog; Forget on the banner and signing out remove that copy. An account's
 * saved GSTIN is applied at sign-in instead, for the tab only, and goes at sign-out. A browser
 * that refuses storage keeps the verification in memory for the page's life.
 */
import { GST_REMEMBER_DAYS, STORAGE_KEYS } from '@/config/constants'
import { useClientSnapshot } from '@/lib/util/client-snapshot'
import { localStore } from './local-store'

export interface GstDetails {
  gstin: string
  /** The state the GSTIN is registered in, e.g. "Maharashtra". */
  stateName: string
  /** Taken from the signed-in account's saved GSTIN (forgotten when they sign out). */
  fromAccount?: true
}

export interface GstSession {
  verified: boolean
  /** Null when the flag came from a visit that did not keep the GSTIN: ask for it again to order. */
  details: GstDetails | null
}

const VERIFIED = 'true'
const UNVERIFIED: GstSession = { verified: false, details: null }

const REMEMBER_MS = GST_REMEMBER_DAYS * 24 * 60 * 60 * 1000

let inMemory: GstSession | null = null
let cache: {
  flag: string | null
  raw: string | null
  remembered: string | null
  session: GstSession
} | null = null
const listeners = new Set<() => void>()

function store(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The verification remembered on this device, while it lasts (`until`, in ms since the epoch). */
function parseRemembered(raw: string | null, now: number): GstDetails | null {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as { until?: unknown } | null
    if (typeof value?.until !== 'number' || value.until <= now) return null
    const details = parseDetails(raw)
    return details && !details.fromAccount ? details : null
  } catch {
    return null
  }
}

function parseDetails(raw: string | null): GstDetails | null {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as Partial<GstDetails> | null
    if (typeof value?.gstin !== 'string' || typeof value.stateName !== 'string') return null
    const details: GstDetails = { gstin: value.gstin, stateName: value.stateName }
    return value.fromAccount === true ? { ...details, fromAccount: true } : details
  } catch {
    return null
  }
}

/** The session as stored now (the same object until it changes). */
export function readGstSession(): GstSession {
  if (inMemory) return inMemory
  let flag: string | null = null
  let raw: string | null = null
  let remembered: string | null = null
  try {
    flag = store()?.getItem(STORAGE_KEYS.gstVerified) ?? null
    raw = store()?.getItem(STORAGE_KEYS.gstDetails) ?? null
    if (flag !== VERIFIED) remembered = localStore()?.getItem(STORAGE_KEYS.gstRemembered) ?? null
  } catch {
    return UNVERIFIED
  }
  if (cache?.flag !== flag || cache.raw !== raw || cache.remembered !== remembered) {
    cache = { flag, raw, remembered, session: sessionFrom(flag, raw, remembered) }
  }
  return cache.session
}

function sessionFrom(
  flag: string | null,
  raw: string | null,
  remembered: string | null,
): GstSession {
  if (flag === VERIFIED) return { verified: true, details: parseDetails(raw) }
  const details = parseRemembered(remembered, Date.now())
  return details ? { verified: true, details } : UNVERIFIED
}

/**
 * How a verification is kept: from the account (this tab only, the account applies it again at
 * sign-in), or typed in the GST dialog, where `remember` is the buyer's own choice to keep it on
 * this device too. An account's GSTIN is never remembered, so the two do not combine.
 */
export type GstKeeping =
  { fromAccount: true; remember?: never } | { fromAccount?: false; remember?: boolean }

/**
 * Records a verified GSTIN for this tab and tells every subscriber. A verification typed in the
 * dialog sets the device's remembered copy to match the buyer's choice: kept when they asked for
 * it, removed when they did not (an older copy must not outlive a choice not to remember).
 */
export function storeGstSession(
  { gstin, stateName }: GstDetails,
  { fromAccount = false, remember = false }: GstKeeping = {},
): void {
  const details: GstDetails = fromAccount ? { gstin, stateName, fromAccount } : { gstin, stateName }
  try {
    const session = store()
    if (!session) throw new Error('no sessionStorage')
    session.setItem(STORAGE_KEYS.gstVerified, VERIFIED)
    session.setItem(STORAGE_KEYS.gstDetails, JSON.stringify(details))
  } catch {
    inMemory = { verified: true, details }
  }
  if (!fromAccount) {
    if (remember) rememberOnDevice(details)
    else dropRemembered()
  }
  notify()
}

/** Keeps a verification for later tabs; a browser that refuses keeps it for this tab. */
function rememberOnDevice(details: GstDetails): void {
  try {
    const until = Date.now() + REMEMBER_MS
    localStore()?.setItem(STORAGE_KEYS.gstRemembered, JSON.stringify({ ...details, until }))
  } catch {
    // This tab still has it.
  }
}

function dropRemembered(): void {
  try {
    localStore()?.removeItem(STORAGE_KEYS.gstRemembered)
  } catch {
    // Storage that refuses access held nothing of it.
  }
}

function dropTabSession(): void {
  inMemory = null
  try {
    store()?.removeItem(STORAGE_KEYS.gstVerified)
    store()?.removeItem(STORAGE_KEYS.gstDetails)
  } catch {
    // Storage that refuses access held nothing of it.
  }
}

function notify(): void {
  listeners.forEach((listener) => listener())
}

/**
 * A signed-in buyer's saved GSTIN verifies the tab, as the GST dialog would, unless the tab is
 * verified already (a GSTIN checked in the dialog stays). The checks load only when there is a
 * GSTIN to check. Resolves once the session is stored (or there was nothing to do).
 */
export async function applySavedGstin(gstin: string | undefined): Promise<void> {
  if (!gstin || readGstSession().verified) return
  const { validateGstin } = await import('@/lib/util/gstin')
  const checked = validateGstin(gstin)
  if (checked.valid && !readGstSession().verified) {
    storeGstSession({ gstin: checked.gstin, stateName: checked.stateName }, { fromAccount: true })
  }
}

/** Signed out: a verification that came from the account is not this visitor's to keep. */
export function forgetAccountGst(): void {
  if (!readGstSession().details?.fromAccount) return
  dropTabSession()
  notify()
}

/**
 * Signing out: the device keeps no verification for whoever uses this browser next. This tab's
 * own check (typed in the dialog) lasts until the tab closes, as any session flag does.
 */
export function forgetRememberedGst(): void {
  dropRemembered()
  notify()
}

/** Forget on the banner: prices lock again in this tab, and later tabs and visits ask again. */
export function forgetGstSession(): void {
  dropTabSession()
  dropRemembered()
  notify()
}

/**
 * Another tab remembering a verification, forgetting it or signing out (or its storage cleared)
 * changes this tab's session too, when this tab has no check of its own.
 */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.gstRemembered) {
    notify()
  }
}

export function subscribeGstSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/**
 * Whether this tab is GST-verified, and with which GSTIN. A prerendered page is unverified (the
 * flag lives only in the browser); the stored flag applies from the first render after. Kept
 * here, beside the store, so the pages and forms that ask share one small module.
 */
export function useGstSession(): GstSession {
  return useClientSnapshot(subscribeGstSession, readGstSession, UNVERIFIED)
}
