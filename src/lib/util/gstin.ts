/**
 * GSTIN validation. The pattern is the one GSTINs follow; beyond it we check the check character
 * (Luhn mod 36 over the first 14 characters) and the state code, so a typo is caught here
 * instead of by the sales team.
 */
// Relative paths: the local stack's fallback rules, run by tsx without the app's aliases, use it.
import { GST_LENGTH } from '../../config/constants.ts'
import { GSTIN_PATTERN } from '../../config/field-rules.ts'
import { stateName } from './gst-states.ts'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const BASE = ALPHABET.length

export type GstinResult =
  | { valid: true; gstin: string; stateCode: string; stateName: string }
  | { valid: false; reason: 'length' | 'pattern' | 'checksum' | 'state' }

/**
 * The check character for the first 14 characters: weights 1, 2, 1, 2… over the values 0–35,
 * each product folded as quotient + remainder of 36, and the character that brings the sum to
 * a multiple of 36. Null when `body` is not 14 characters of 0-9A-Z.
 */
export function gstinCheckCharacter(body: string): string | null {
  if (body.length !== GST_LENGTH - 1) return null
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const value = ALPHABET.indexOf(body.charAt(i))
    if (value < 0) return null
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / BASE) + (product % BASE)
  }
  return ALPHABET.charAt((BASE - (sum % BASE)) % BASE)
}

/**
 * What the GST field shows as the visitor types or pastes: upper case, without the spaces, hyphens
 * and dots people write GSTINs with, then at most 15 characters (so "27 AAPFU 0939 F1ZV" keeps
 * all of its 15).
 */
export function normaliseGstinInput(raw: string): string {
  return raw
    .replace(/[\s.-]+/g, '')
    .toUpperCase()
    .slice(0, GST_LENGTH)
}

export function validateGstin(input: string): GstinResult {
  const gstin = String(input)
  if (gstin.length !== GST_LENGTH) return { valid: false, reason: 'length' }
  if (!GSTIN_PATTERN.test(gstin)) return { valid: false, reason: 'pattern' }
  if (gstinCheckCharacter(gstin.slice(0, -1)) !== gstin.slice(-1)) {
    return { valid: false, reason: 'checksum' }
  }
  const stateCode = gstin.slice(0, 2)
  const name = stateName(stateCode)
  if (!name) return { valid: false, reason: 'state' }
  return { valid: true, gstin, stateCode, stateName: name }
}
