/**
 * What staff write at the trade desk, and its bounds: where a lead stands, prices, and the
 * catalogue's fields (firestore.rules state the same numbers). Apart from schema.ts, which every
 * page loads, so that no public page carries the desk's facts.
 */
import { FIELD_LIMITS } from '../config/field-rules.ts'

/**
 * Where the sales desk has got with a lead, as staff set it on the lead: `status` (LEAD_STATUSES;
 * an order request is written 'new', a message or application has none until staff set one),
 * `statusBy` (the staff member's uid) and `statusAt` (the server's time of the change).
 * firestore.rules let staff change these three fields and no other (and take off a `note` the
 * lead carried before notes were kept apart, LeadNoteDocument).
 */
export const LEAD_STATUSES = ['new', 'quoted', 'won', 'lost', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Whether `value` is one of LEAD_STATUSES. */
export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value)
}
export const LEAD_NOTE_MAX = FIELD_LIMITS.message

/**
 * `leadNotes/{leadId}` — the desk's note on a lead, kept apart from the lead, which its author
 * can read: staff alone read and write it. `lead` names the lead ("<collection>/<leadId>"),
 * `note` is at most LEAD_NOTE_MAX characters, signed with the writer's uid and the server's time.
 */
export interface LeadNoteDocument {
  lead: string
  note: string
  updatedBy: string
  updatedAt: Date
}

/**
 * Highest price per pack staff may set: a crore of rupees (firestore.rules states the same
 * number). 0, or no price, means the size is not sold.
 */
export const PRICE_MAX = 10_000_000

/**
 * Where a catalogue picture may come from: a file of the site's own under /images/ (the desk picks
 * one; no address from elsewhere is ever shown). firestore.rules state the same pattern.
 */
export const IMAGE_PATH_PATTERN = /^\/images\/[A-Za-z0-9/_.-]{1,200}$/

/**
 * A page of this site by its path, such as a post's own "/blog/…" (a read-more link may be one):
 * a slash and then no second slash, which would name another host (firestore.rules state the same
 * pattern).
 */
export const SITE_PATH_PATTERN = /^\/[A-Za-z0-9_.-][A-Za-z0-9/_.-]{0,199}$/

/** A calendar date as the catalogue stores one: yyyy-mm-dd. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/**
 * Where a map retailer may stand: a box around India (firestore.rules state the same numbers), so
 * a swapped latitude and longitude, or a point abroad, is refused.
 */
export const INDIA_BOUNDS = { latitude: [6, 37.5], longitude: [68, 97.5] } as const

/**
 * A character of Devanagari (U+0900 to U+097F), the script Hindi is written in: a product's Hindi
 * name holds one at least (firestore.rules state the same range).
 */
export const DEVANAGARI_PATTERN = /[\u0900-\u097F]/

/**
 * Bounds of the catalogue's fields as staff write them (firestore.rules state the same numbers).
 * A list bound is `[items, characters per item]`; a range is `[fewest, most]` (characters of a
 * Hindi name, digits of an HSN code).
 */
export const CATALOGUE_LIMITS = {
  products: {
    product: 120,
    hindiName: [2, 60],
    aliases: [20, 40],
    hsnDigits: [4, 8],
    minOrderKg: 10_000,
  },
  featuredProducts: { name: 120, description: 1000, productId: 100, features: [10, 120] },
  jobListings: {
    title: 200,
    department: 100,
    location: 100,
    type: 50,
    experience: 100,
    salary: 100,
    duration: 100,
    reportingTo: 100,
    description: 5000,
    requirements: [30, 300],
    responsibilities: [30, 300],
  },
  blogPosts: {
    title: 200,
    readTime: 30,
    shortDescription: 500,
    description: 20000,
    videoUrl: FIELD_LIMITS.url,
    authorAdvice: 2000,
    viewPostLink: FIELD_LIMITS.url,
  },
  blogShortPosts: { title: 200, readTime: 30, shortDescription: 500, postId: 100 },
  maplist: { name: 100, totalAmount: 1_000_000_000 },
} as const

/** The custom claim of a staff member's ID token (`npm run staff -- grant EMAIL` sets it). */
export const STAFF_CLAIM = 'staff'
