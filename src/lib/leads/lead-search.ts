/**
 * What the trade desk finds a lead by, kept on the lead itself (its `search` map) so that a search
 * is an indexed query over every lead, not a scan of those loaded: the reference, the sender's and
 * company's names and the e-mail lowercased, and the phone number's last ten digits. Written with
 * the lead; firestore.rules works each out again from the fields it comes from. Free of Firebase.
 */
// Relative, with its extension: the seed and bench scripts run this under tsx, without the app's aliases.
import { COLLECTIONS, type LeadSearch } from '../schema.ts'
import type { LeadKind } from './lead-types'
import { REFERENCE_CHARACTERS } from './submit/lead-id.ts'

/** Leads one query of a search reads at most: more than this, and staff type more of it. */
export const SEARCH_LIMIT = 50

/** An Indian number's own digits: a mobile's ten, or a landline's STD code and number. */
export const PHONE_KEY_DIGITS = 10

/** The reference as the search keeps it: the id's first eight characters, in capitals. */
export function referenceKey(id: string): string {
  return id.slice(0, REFERENCE_CHARACTERS).toUpperCase()
}

/**
 * A phone number's last ten digits (all of them when it has fewer): "+91 98290 11223",
 * "098290-11223" and "9829011223" are one number, as are "0141 236 5090" and "141-2365090".
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length <= PHONE_KEY_DIGITS ? digits : digits.slice(-PHONE_KEY_DIGITS)
}

/** A name, company or e-mail as the search compares it: in lower case. */
export function textKey(text: string): string {
  return text.toLowerCase()
}

/** The fields a lead's search map is made from, by the names each collection stores them under. */
export type SearchSource =
  | {
      kind: typeof COLLECTIONS.orderRequests
      name: string
      company: string
      email: string
      phone: string
    }
  | { kind: typeof COLLECTIONS.contactMessages; from_name: string; from_email: string }
  | { kind: typeof COLLECTIONS.jobApplications; name: string; email: string; phone: string }

/** The search map a lead of `source.kind` with id `id` is written with. */
export function leadSearch(id: string, source: SearchSource): LeadSearch {
  const ref = referenceKey(id)
  switch (source.kind) {
    case COLLECTIONS.orderRequests:
      return {
        ref,
        name: textKey(source.name),
        company: textKey(source.company),
        email: textKey(source.email),
        phone: phoneKey(source.phone),
      }
    case COLLECTIONS.contactMessages:
      return { ref, name: textKey(source.from_name), email: textKey(source.from_email) }
    case COLLECTIONS.jobApplications:
      return {
        ref,
        name: textKey(source.name),
        email: textKey(source.email),
        phone: phoneKey(source.phone),
      }
  }
}

/** The search map of a stored lead of `kind` (a backfill), or null when its fields are not all there. */
export function storedLeadSearch(
  kind: LeadKind,
  id: string,
  data: Record<string, unknown>,
): LeadSearch | null {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null)
  if (kind === COLLECTIONS.contactMessages) {
    const [from_name, from_email] = [text('from_name'), text('from_email')]
    return from_name === null || from_email === null
      ? null
      : leadSearch(id, { kind, from_name, from_email })
  }
  const [name, email, phone] = [text('name'), text('email'), text('phone')]
  if (name === null || email === null || phone === null) return null
  if (kind === COLLECTIONS.jobApplications) return leadSearch(id, { kind, name, email, phone })
  const company = text('company')
  return company === null ? null : leadSearch(id, { kind, name, company, email, phone })
}

/** What one search box entry asks, each way it can be read; absent ways do not apply. */
export interface SearchTerms {
  /** A reference, as referenceKey keeps it. */
  ref?: string
  /** An exact e-mail address, lowercased. */
  email?: string
  /** A phone number's key (phoneKey). */
  phone?: string
  /** A GSTIN, in capitals. */
  gstin?: string
  /** The start of a sender's or company's name, lowercased. */
  prefix?: string
}

const REFERENCE_TYPED = /^(?:ref(?:erence)?\s*:?\s*)?([a-z0-9]{4})[\s-]?([a-z0-9]{4})$/i
const GSTIN_TYPED = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9]Z[0-9A-Z]$/
const PHONE_TYPED = /^\+?[0-9 ().-]+$/
/** Fewer digits than this find too many numbers to be a phone search. */
const PHONE_SEARCH_MIN_DIGITS = 7

/**
 * The ways `query` can be read. "7qk2-xm9a" is a reference and also the start of a name; an
 * address with @ is only an e-mail; digits are only a phone number.
 */
export function searchTerms(query: string): SearchTerms {
  const typed = query.trim().replace(/\s+/g, ' ')
  if (typed === '') return {}
  if (typed.includes('@')) return { email: textKey(typed.replace(/\s/g, '')) }
  if (PHONE_TYPED.test(typed) && /\d/.test(typed)) {
    const digits = typed.replace(/\D/g, '')
    const reference = REFERENCE_TYPED.exec(typed)
    if (reference && digits.length === REFERENCE_CHARACTERS) {
      return { ref: `${reference[1]}${reference[2]}`.toUpperCase(), phone: phoneKey(typed) }
    }
    return digits.length >= PHONE_SEARCH_MIN_DIGITS ? { phone: phoneKey(typed) } : {}
  }
  const terms: SearchTerms = { prefix: textKey(typed) }
  const reference = REFERENCE_TYPED.exec(typed)
  if (reference) terms.ref = `${reference[1]}${reference[2]}`.toUpperCase()
  const gstin = typed.replace(/\s/g, '').toUpperCase()
  if (GSTIN_TYPED.test(gstin)) terms.gstin = gstin
  return terms
}
