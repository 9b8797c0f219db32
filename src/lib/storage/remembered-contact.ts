/**
 * A guest's name, email and phone, kept on this device only when they ask ("remember my
 * details") and forgotten when they untick it: the next request is filled in for them.
 */
import { FIELD_LIMITS } from '@/config/field-rules'
import { STORAGE_KEYS } from '@/config/constants'
import { localStore } from './local-store'

export interface RememberedContact {
  name: string
  email: string
  phone: string
}

const fits = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max

/** The remembered details, or null when there are none (or what is stored is not them). */
export function readRememberedContact(): RememberedContact | null {
  try {
    const raw = localStore()?.getItem(STORAGE_KEYS.rememberedContact)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<RememberedContact> | null
    if (
      fits(value?.name, FIELD_LIMITS.name) &&
      fits(value.email, FIELD_LIMITS.email) &&
      fits(value.phone, FIELD_LIMITS.phone)
    ) {
      return { name: value.name, email: value.email, phone: value.phone }
    }
    return null
  } catch {
    return null
  }
}

export function rememberContact(contact: RememberedContact): void {
  try {
    localStore()?.setItem(STORAGE_KEYS.rememberedContact, JSON.stringify(contact))
  } catch {
    // Storage refuses writes: nothing is remembered, which is the safe side.
  }
}

export function forgetContact(): void {
  try {
    localStore()?.removeItem(STORAGE_KEYS.rememberedContact)
  } catch {
    // Nothing stored can be read either.
  }
}
