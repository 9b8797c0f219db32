/**
 * Field names of every Firestore collection the site reads or writes. The collection names are
 * fixed; the fields of the catalogue collections are ours and are defined here once,
 * for the app (src/lib), the seed data (seed/) and the local Firestore stand-in alike.
 */
import { ENQUIRY_LIMITS, type GstRate } from '../config/constants.ts'
import { FIELD_LIMITS } from '../config/field-rules.ts'
import type { Locale } from '../config/locales.ts'

export const COLLECTIONS = {
  products: 'products',
  featuredProducts: 'featuredProducts',
  blogPosts: 'blogPosts',
  blogShortPosts: 'blogShortPosts',
  jobListings: 'jobListings',
  maplist: 'maplist',
  users: 'users',
  orderRequests: 'orderRequests',
  contactMessages: 'contactMessages',
  jobApplications: 'jobApplications',
  leadHandovers: 'leadHandovers',
  leadThrottle: 'leadThrottle',
  quotes: 'quotes',
  leadNotes: 'leadNotes',
} as const

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS]

/**
 * The catalogue collections: anyone may read them; only staff write them, at the trade desk (see
 * firestore.rules).
 */
export const PUBLIC_COLLECTIONS: readonly CollectionName[] = [
  COLLECTIONS.products,
  COLLECTIONS.featuredProducts,
  COLLECTIONS.blogPosts,
  COLLECTIONS.blogShortPosts,
  COLLECTIONS.jobListings,
  COLLECTIONS.maplist,
]

/**
 * Leads: what visitors send the sales desk, kept on record. Each is written once by its author
 * (signed in, anonymously too), read back only by them, and changed only to mark it mailed.
 */
export const LEAD_COLLECTIONS = [
  COLLECTIONS.orderRequests,
  COLLECTIONS.contactMessages,
  COLLECTIONS.jobApplications,
] as const

/**
 * Who last changed a catalogue document and when: `updatedBy` (the staff member's uid) and
 * `updatedAt` (the server's time of the write), which firestore.rules require of every staff write.
 * Documents seeded before the desk have neither.
 */
export interface StaffEdit {
  updatedBy: string
  updatedAt: Date
}

/** The categories a product can be filed under (the /products filter adds "All"). */
export const PRODUCT_CATEGORIES = [
  'pulses',
  'grains',
  'sugar',
  'millets',
  'masale',
  'others',
] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** Pack sizes, in their fixed order. */
export const PACK_SIZES = ['500gm', '1kg', '5kg', '30kg'] as const
export type PackSize = (typeof PACK_SIZES)[number]

/** Price in rupees per pack size; 0 or missing means the size is not available. */
export type PriceMap = Partial<Record<PackSize, number>>

/** `products/{id}` */
export interface ProductRecord extends Partial<StaffEdit> {
  /** Product name, e.g. "Masoor Dal" (the field is called `product`). */
  product: string
  /** Its name in Hindi, in Devanagari ("मसूर दाल"), which the Hindi pages show. */
  hindiName?: string
  /** Site-relative image path (IMAGE_PATH_PATTERN), e.g. "/images/products/masoor-dal.svg". */
  image: string
  prices: PriceMap
  /** The category staff filed it under; without one, the site files it by its name. */
  category?: ProductCategory
  /** Other names traders search for it by ("toor", "sabudana"), each a word or two. */
  aliases?: string[]
  /** Its HSN code (4 to 8 digits), which a quote's lines and the proforma invoice carry. */
  hsn?: string
  /** Its GST rate in percent (GST_RATES), which a quote charges on it. */
  gstRate?: GstRate
  /** The least weight, in kg, the seller takes an order of it for (none: any). */
  minOrderKg?: number
}

/** A product as the app holds it: its document id, and under `name` what the record calls `product`. */
export interface Product {
  id: string
  name: string
  hindiName?: string
  image: string
  prices: PriceMap
  category?: ProductCategory
  aliases?: string[]
  hsn?: string
  gstRate?: GstRate
  minOrderKg?: number
}

type ProductExtras = Pick<
  Product,
  'hindiName' | 'category' | 'aliases' | 'hsn' | 'gstRate' | 'minOrderKg'
>

/** The optional fields a product and its record share, those it has only. */
function productExtras({ hindiName, category, aliases, hsn, gstRate, minOrderKg }: ProductExtras) {
  return {
    ...(hindiName === undefined ? {} : { hindiName }),
    ...(category === undefined ? {} : { category }),
    ...(aliases ? { aliases } : {}),
    ...(hsn === undefined ? {} : { hsn }),
    ...(gstRate === undefined ? {} : { gstRate }),
    ...(minOrderKg === undefined ? {} : { minOrderKg }),
  }
}

/** The product stored as `products/{id}`. The one place the record's field names become the app's. */
export function productFromRecord(id: string, record: ProductRecord): Product {
  const { product, image, prices } = record
  return { id, name: product, image, prices, ...productExtras(record) }
}

/** The fields of `product`'s document (its id names the document): the inverse of productFromRecord. */
export function productToRecord(product: Product): ProductRecord {
  const { name, image, prices } = product
  return { product: name, image, prices, ...productExtras(product) }
}

/**
 * `featuredProducts/{id}` — a product shown large on /products. It holds no prices: it names its
 * product, whose prices it shows, so a price is set in one place and shown the same everywhere.
 * Documents written before carried a copy of the prices; it is not read.
 */
export interface FeaturedProductRecord extends Partial<StaffEdit> {
  name: string
  description: string
  image: string
  /** The id of the product featured: `products/{productId}`. */
  productId: string
  features: string[]
}

/** `blogPosts/{id}` — ordered by createdAt descending. */
export interface BlogPostRecord extends Partial<StaffEdit> {
  title: string
  /** Display date, ISO yyyy-mm-dd. */
  date: string
  /** e.g. "6 min read" */
  readTime: string
  shortDescription: string
  description: string
  imageUrl: string
  videoUrl: string
  authorAdvice: string
  viewPostLink: string
  createdAt: Date
}

/** `blogShortPosts/{id}` — the featured carousel; `postId` links to `blogPosts/{postId}`. */
export interface BlogShortPostRecord extends Partial<StaffEdit> {
  title: string
  date: string
  readTime: string
  shortDescription: string
  imageUrl: string
  postId: string
  createdAt: Date
}

/** `jobListings/{id}` — ordered by createdAt descending; /jobs lists the open ones. */
export interface JobRecord extends Partial<StaffEdit> {
  id: number
  title: string
  department: string
  location: string
  type: string
  experience: string
  /** ISO yyyy-mm-dd */
  postedDate: string
  /** Text form, e.g. "₹4-6 LPA" or "₹15,000/month". */
  salary: string
  duration?: string
  reportingTo?: string
  description: string
  requirements: string[]
  responsibilities: string[]
  /** False once staff close the opening (it leaves /jobs); missing means open. */
  open?: boolean
  createdAt: Date
}

/** `maplist/{id}` — retailer points on /locate. Records without numeric coordinates are dropped. */
export interface MapRecord extends Partial<StaffEdit> {
  latitude: number
  longitude: number
  totalAmount?: number
  /** Retailer's shop name (ours). */
  name?: string
}

/** `users/{uid}` — one per account, written only by that user. */
export interface UserRecord {
  name: string
  email: string
  phone: string
  userId: string
  type: 'b2b'
  createdAt: Date
  /** Only on the profile-completion path: the auth photo URL or "". */
  profilePicture?: string
  /** The business details the account page keeps; each may be "" (not given). */
  businessName?: string
  /** The delivery address, without its PIN code. */
  address?: string
  /** Six digits (PIN_CODE_PATTERN). */
  pinCode?: string
  /** A GSTIN (GSTIN_PATTERN): with it saved, the buyer sees prices on every device. */
  gstin?: string
}

/** The user document's business details, all optional. */
export const USER_BUSINESS_FIELDS = ['businessName', 'address', 'pinCode', 'gstin'] as const
export type UserBusinessDetails = Required<Pick<UserRecord, (typeof USER_BUSINESS_FIELDS)[number]>>

/** Bounds of the user document's fields: the shared field rules, which firestore.rules applies. */
export const USER_FIELD_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  profilePicture: FIELD_LIMITS.url,
  businessName: FIELD_LIMITS.businessName,
  address: FIELD_LIMITS.address,
} as const

/** What every lead document carries besides its own fields. */
export interface LeadDocument {
  /** The uid of the (possibly anonymous) account that wrote it. */
  authorUid: string
  /** The server's time of the write. */
  createdAt: Date
  /** Whether the mail to the sales desk went out; false when written, true once it has. */
  notified: boolean
  /**
   * The language of the page it was sent from, which the author wrote in (LOCALES). Leads sent
   * before it was kept have none: the site was in English only.
   */
  language?: Locale
  /**
   * What the desk searches by (src/lib/leads/lead-search.ts), worked out from the lead's own
   * fields. Leads written before it existed lack it until staff make them searchable.
   */
  search: LeadSearch
}

/**
 * A lead's `search` map: its reference (the id's first eight characters in capitals), the
 * sender's name and e-mail in lower case, and where the lead has them, the company in lower case
 * and the phone number's last ten digits.
 */
export interface LeadSearch {
  ref: string
  name: string
  email: string
  company?: string
  phone?: string
}

/** One line of an order request: a product in a pack size, or a free-text "ask us for it" line. */
export interface OrderLine {
  product: string
  /** '' for a free-text line (a product not in the catalogue, or a size not listed). */
  size: PackSize | ''
  /** Whole packs, 1 to ORDER_REQUEST_LIMITS.packs. */
  packs: number
  /** Rupees per pack when the request was sent; 0 for a free-text line. */
  packPrice: number
}

/** `orderRequests/{id}` — a "Buy Now" of one product or an enquiry list of several. */
export interface OrderRequestDocument extends LeadDocument {
  source: 'buy-now' | 'enquiry'
  name: string
  email: string
  phone: string
  /** May be ''. */
  company: string
  /** City or PIN code to deliver to; may be ''. */
  delivery: string
  /** May be ''. */
  message: string
  /** The verified GSTIN the prices were shown for. */
  gstin: string
  /** The state the GSTIN belongs to. */
  gstState: string
  lines: OrderLine[]
  totalKg: number
  /** Rupees. */
  total: number
  /** 'new' when written; the sales desk moves it on. */
  status: string
}

/** `contactMessages/{id}` — the home page's contact form. Field names are the mail template's. */
export interface ContactMessageDocument extends LeadDocument {
  from_name: string
  from_email: string
  subject: string
  message: string
}

/** `jobApplications/{id}` — an application for one of the jobListings. */
export interface JobApplicationDocument extends LeadDocument {
  name: string
  email: string
  phone: string
  /** An http(s) link to the CV. */
  cvLink: string
  /** May be ''. */
  message: string
  /** The listing's id, as text. */
  jobId: string
  job_title: string
  job_department: string
  job_type: string
}

/**
 * `leadHandovers/{guestUid}` — a guest's leads handed over to an existing account they sign in
 * to. Firebase cannot link an anonymous sign-in to an account that already exists, so the guest,
 * still signed in anonymously, writes this with a secret key that only their browser keeps (the
 * `pending_claim` item); once signed in to the account, the browser proves the key and names the
 * account in `to`. The account then reads the guest's leads as its own (firestore.rules); the
 * leads themselves stay as the guest wrote them.
 */
export interface LeadHandoverDocument {
  /** The secret the claim must repeat: LEAD_HANDOVER_LIMITS.key letters and digits. */
  key: string
  /** The server's time of the write. */
  createdAt: Date
  /** The guest's order requests when it was written, newest first (at most LEAD_HANDOVER_LIMITS.orderRequests). */
  orderRequests: string[]
  /** Set once, by the claim: the uid of the account the leads were handed to. */
  to?: string
  /** Set once, by the claim: the key, as the claimant proved it. */
  proof?: string
}

/** Bounds of a hand-over's fields (firestore.rules states the same numbers). */
export const LEAD_HANDOVER_LIMITS = {
  /** 32 characters of 62 kinds: some 190 bits, never guessed. */
  key: 32,
  /** Order request ids listed; a guest who sent more hands over the rest all the same. */
  orderRequests: 50,
  /** Minutes after it was written during which a hand-over can be claimed; never after. */
  claimMinutes: 60,
} as const

/**
 * `leadThrottle/{authorUid}` — when the author last recorded a lead, and which one. Every lead is
 * written in one commit with this document, and firestore.rules accept the commit only when the
 * document names that lead at the commit's own time and its previous time is at least
 * LEAD_THROTTLE.seconds older: one lead per author per interval, one lead per commit.
 */
export interface LeadThrottleDocument {
  /** The server's time of the commit that recorded the lead. */
  at: Date
  /** The lead's path: its collection and id, e.g. "orderRequests/7QK2XM9A…". */
  lead: string
}

/** One lead per author in this many seconds (firestore.rules states the same number). */
export const LEAD_THROTTLE = { seconds: 20 } as const

/** The throttle document's `lead`: the lead's collection and id. */
export function throttledLead(collection: (typeof LEAD_COLLECTIONS)[number], id: string): string {
  return `${collection}/${id}`
}

/** Bounds of an order request's fields (firestore.rules states the same numbers). */
export const ORDER_REQUEST_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  company: FIELD_LIMITS.businessName,
  /** Where to deliver: a city or PIN, or the account's whole address and its PIN ("…, 302012"). */
  delivery: FIELD_LIMITS.address + 10,
  message: FIELD_LIMITS.message,
  gstState: 60,
  /**
   * Lines per request. Rules check each line with clauses of their own, and the rules engine
   * evaluates at most 1,000 expressions per request: 10 lines fit with room to spare, 20 do not.
   */
  lines: ENQUIRY_LIMITS.maxLines,
  product: ENQUIRY_LIMITS.maxNameLength,
  packs: ENQUIRY_LIMITS.maxPacks,
  /** Rupees per pack, and in all: far above any real order, so no record carries absurd numbers. */
  packPrice: 10_000_000,
  total: 1_000_000_000,
  /** Kilograms in all: 10 lines of 999 packs of 30 kg are under 300,000. */
  totalKg: 1_000_000,
} as const

/** Bounds of a contact message's fields (firestore.rules states the same numbers). */
export const CONTACT_MESSAGE_LIMITS = {
  from_name: FIELD_LIMITS.name,
  from_email: FIELD_LIMITS.email,
  subject: FIELD_LIMITS.subject,
  message: FIELD_LIMITS.message,
} as const

/** Bounds of a job application's fields (firestore.rules states the same numbers). */
export const JOB_APPLICATION_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  cvLink: FIELD_LIMITS.url,
  message: FIELD_LIMITS.message,
  jobId: 100,
  job_title: 200,
  job_department: 100,
  job_type: 50,
} as const
