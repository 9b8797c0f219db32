/** The site's fixed timings, counts and limits. Code and tests import them from here. */

export const TIMINGS = {
  heroSlideMs: 4000,
  bestSellerToggleMs: 5000,
  featuredCarouselMs: 5000,
  blogCarouselMs: 5000,
  scrollToContactDelayMs: 100,
  gstVerifyDelayMs: 1000,
  marqueeDesktopSeconds: 20,
  marqueeMobileSeconds: 15,
} as const

export const COUNTS = {
  heroImages: 3,
  bestSellerCards: 4,
  clientLogos: 9,
  serviceCards: 9,
  leaders: 8,
  processSteps: 5,
  blogCarouselPosts: 3,
} as const

/** Below this width the layout is mobile (body class `mobile-view`). */
export const MOBILE_BREAKPOINT_PX = 768
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
export const MOBILE_BODY_CLASS = 'mobile-view'

/** The cookie banner's id: the home page's floating button keeps clear of it while it shows. */
export const CONSENT_BANNER_ID = 'cookie-consent'

/**
 * Lazy images start loading once they come within 100 px of the viewport, when at least 1% of
 * them would show in that area.
 */
export const LAZY_IMAGE = { rootMargin: '100px', threshold: 0.01 } as const

export const GST_LENGTH = 15

/**
 * The GST rates (percent) a product may carry: the slabs of the schedule before the 2025
 * rationalisation (0, 5, 12, 18, 28) and the 40 it added, so a product is set to whichever its
 * accountant confirms. Pulses, grains and sugar are mostly 0 (loose, or sacks over 25 kg) or 5
 * (pre-packed and labelled).
 */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const
export type GstRate = (typeof GST_RATES)[number]
export const isGstRate = (value: unknown): value is GstRate =>
  (GST_RATES as readonly unknown[]).includes(value)

/** How long a GST verification the buyer asked this device to remember lasts in other tabs and visits. */
export const GST_REMEMBER_DAYS = 30

export const STORAGE_KEYS = {
  gstVerified: 'gst_verified',
  /** The GSTIN verified in this tab and its state, beside the flag (order requests name them). */
  gstDetails: 'gst_details',
  /**
   * A verified GSTIN kept for later tabs and visits, until GST_REMEMBER_DAYS pass: only when the
   * buyer ticks "Remember on this device" in the GST dialog.
   */
  gstRemembered: 'gst_remembered',
  pendingClaim: 'pending_claim',
  consent: 'cookie_consent',
  /** The buyer's enquiry list (src/lib/storage/enquiry-list.ts). */
  enquiryList: 'enquiry_list',
  /** A guest's name, email and phone, kept only when they tick "remember my details". */
  rememberedContact: 'remembered_contact',
  /** What was typed in forms not yet sent, by form, for this tab (src/components/ui/use-form.ts). */
  formDrafts: 'form_drafts',
  /** The id each unsent lead was last tried under, by form, beside its draft (use-lead-id.ts). */
  leadAttempts: 'lead_attempts',
  /** Ids of order requests never mailed that the buyer dismissed from My enquiries here. */
  dismissedRequests: 'dismissed_requests',
  /** The language the reader chose ('en' or 'hi'): the site offers it on pages in another. */
  languageChoice: 'sf_locale',
  /** 'off' when staff turned the trade desk's chime for new leads off on this device. */
  deskChime: 'desk_chime',
  /** Followed by a page's path: when a form on that page last sent a mail successfully. */
  mailSentAtPrefix: 'mail_sent_at:',
  /** Followed by a collection name: the repeat-visit copy of that public catalogue collection. */
  catalogCachePrefix: 'catalog_cache:',
} as const

/** Bounds of the enquiry list, sized for wholesale: up to 10 lines of 1 to 999 packs each. */
export const ENQUIRY_LIMITS = {
  /** Bump when what is stored changes meaning: an older list is then ignored. */
  version: 1,
  /**
   * Lines per list, as one order request may hold (the rules check each line with clauses of
   * their own, within the rules engine's 1,000 expressions per request).
   */
  maxLines: 10,
  minPacks: 1,
  maxPacks: 999,
  /** A product name, or what a buyer asks for in their own words. */
  maxNameLength: 120,
  /** A stored value longer than this is not a list the site wrote. */
  maxStoredChars: 20_000,
} as const

/**
 * The id of the element holding a prerendered page's catalogue
 * (src/lib/catalog/catalog-preview.ts).
 */
export const CATALOG_PREVIEW_ELEMENT_ID = 'catalog-preview'

/**
 * The repeat-visit copies of the public catalogue (src/lib/storage/catalog-cache.ts; named in the
 * cookie policy, which quotes the age limit).
 */
export const CATALOG_CACHE = {
  /** Bump when what is stored changes meaning; the schemas already reject a changed shape. */
  version: 1,
  /**
   * A week: buyers of a wholesaler come back weekly or so, and within that span a copy is close
   * enough to show for the moment a fresh read takes (names, images and price lists change by
   * hand, not by the minute). Older than that, products may have come and gone, and a buyer
   * waiting for the live list is better served than one ordering from it.
   */
  maxAgeDays: 7,
  /**
   * Per collection, in UTF-16 code units (what browsers count against the ~5 M character quota
   * of an origin). Five collections take at most half the quota, leaving room for the site's
   * other items; the seeded collections take 2-12 K each, a catalogue of 2,000 products 310 K.
   */
  maxChars: 512 * 1024,
} as const
