/** The Products page's copy: its own words and its fixed messages, verbatim. */
import { ENQUIRY_LIMITS } from '@/config/constants'
import { site } from '@/config/site'
import { plural, t } from '@/lib/i18n/macro'
import { formatIndianNumber } from '@/lib/util/format'
import type { PackSize } from '@/lib/schema'

/** "a", "a and b", "a, b and c" */
function listJoin(items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  const first = items.slice(0, -1).join(', ')
  const last = items.at(-1) ?? ''
  return t`${first} and ${last}`
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
function nameList(names: readonly string[]): string {
  const shown = names.slice(0, 3)
  const more = names.length - shown.length
  if (more > 0) {
    const first = shown.join(', ')
    return t`${first} and ${more} more`
  }
  return listJoin(shown)
}

export const catalogCopy = {
  get metaTitle() {
    return t`Our Products`
  },
  get metaDescription() {
    return t`Wholesale pulses, grains and sugar in 500gm, 1kg, 5kg and 30kg packs. Verify your GST number to see prices and send an order request.`
  },
  get eyebrow() {
    return t`Wholesale catalogue`
  },
  get title() {
    return t`Our Products`
  },
  get intro() {
    return t`Dals, beans, grains and sugar, cleaned and graded at source, in retail and bulk pack sizes. Prices are shown to GST-registered businesses.`
  },
  get featuredHeading() {
    return t`Featured products`
  },
  get featuredLabel() {
    return t`Featured products`
  },
  get allHeading() {
    return t`All products`
  },
  get searchLabel() {
    return t`Search products`
  },
  /** The link at the top of the page down to the search box. */
  get searchJump() {
    return t`Search products`
  },
  get searchPlaceholder() {
    return t`e.g. Masoor Dal`
  },
  get categoryLabel() {
    return t`Category`
  },
  /** Shown beside a category that is not open yet; part of its accessible name. */
  get comingSoon() {
    return t`Soon`
  },
  resultCount: (shown: number, total: number) => {
    const totalCount = formatIndianNumber(total)
    if (shown === total) {
      return plural(total, { one: `${totalCount} product`, other: `${totalCount} products` })
    }
    const shownCount = formatIndianNumber(shown)
    return t`Showing ${shownCount} of ${totalCount} products`
  },
  get showMore() {
    return t`Show more products`
  },
  get loading() {
    return t`Loading products…`
  },
  get loadErrorTitle() {
    return t`We could not load the products right now.`
  },
  get loadErrorText() {
    return t`Please check your connection and try again.`
  },
  get retry() {
    return t`Retry`
  },
  get emptyCatalogue() {
    return t`No products are listed at the moment. Please check back soon.`
  },
  get noMatches() {
    return t`No products match your search.`
  },
  get clearFilters() {
    return t`Clear search and filters`
  },
  /**
   * Said with the results when every product found carries the search in another of its names
   * ("toor" finds Arhar Dal): a match, under the name the catalogue gives it.
   */
  soldAs: (search: string, names: readonly string[]) => {
    const list = nameList(names)
    return t`“${search}” is sold here as ${list}.`
  },
  /** Heads the products a search names by another name when no name holds it ("urad dal"). */
  suggestionsHeading: (search: string) => t`“${search}” is sold here under these names:`,
  /** Follows the result count when the search found no name but names products otherwise. */
  suggestionCount: (count: number) => {
    const shown = formatIndianNumber(count)
    return plural(count, { one: `${shown} suggestion`, other: `${shown} suggestions` })
  },
  get askLead() {
    return t`Not listed? Ask us and we will quote for it.`
  },
  get askButton() {
    return t`Ask us for it`
  },
  /** What asking did, by outcome, naming what was asked for. */
  asked: {
    added: (name: string) => t`Added “${name}” to your enquiry list.`,
    already: (name: string) => t`“${name}” is already on your enquiry list.`,
    full: (name: string) => t`Your enquiry list is full: remove a line to add “${name}”.`,
    /** Said instead of quoting the search back: it is longer than a line's name may be. */
    tooLong: () => {
      const max = formatIndianNumber(ENQUIRY_LIMITS.maxNameLength)
      return t`Your search is too long to ask for: shorten it to ${max} characters or fewer.`
    },
  },
  get viewEnquiry() {
    return t`View your enquiry list`
  },
  get sizeLegend() {
    return t`Pack size`
  },
  get notAvailable() {
    return t`Not available`
  },
  get outOfStock() {
    return t`Currently not available`
  },
  packPrice: (size: PackSize) => t`per ${size} pack`,
  get priceHidden() {
    return t`Price hidden until GST is verified`
  },
  /** A fixed mask, so not even the number of digits of a hidden price reaches the page. */
  priceMask: '₹••••',
  get perKgMask() {
    return t`₹••/kg`
  },
  get features() {
    return t`Highlights`
  },
  get buyNow() {
    return t`Buy Now`
  },
  /** Buy Now's accessible name on a product's card: what it buys. */
  buyNowFor: (product: string) => t`Buy Now: ${product}`,
  get addToEnquiry() {
    return t`Add to enquiry`
  },
  /** Add to enquiry's accessible name: what it adds, in which size. */
  addToEnquiryFor: (product: string, size: string) => t`Add to enquiry: ${product}, ${size}`,
  addedToEnquiry: (product: string, size: string) => t`Added ${product}, ${size} to your enquiry.`,
  /** Why "Add to enquiry" added nothing. */
  enquiryFull: (product: string, size: string) => {
    const max = ENQUIRY_LIMITS.maxLines
    return t`Not added: your enquiry list is full (${max} items at most). Remove one to add ${product}, ${size}.`
  },
  enquiryAtMostPacks: (product: string, size: string) => {
    const max = ENQUIRY_LIMITS.maxPacks
    return t`Not added: ${product}, ${size} is already at the most packs (${max}) on your enquiry list.`
  },
  get verifyToBuy() {
    return t`Verify GST to Buy`
  },
  /** Verify GST to Buy's accessible name on a product's card: what it goes on to buy. */
  verifyToBuyFor: (product: string) => t`Verify GST to Buy: ${product}`,
  /** A product's description for search engines when no featured entry describes it. */
  searchDescription: (product: string, sizes: readonly string[]) => {
    const brand = site.brand
    if (sizes.length === 0) return t`${product}, traded wholesale by ${brand}.`
    const sizeList = listJoin(sizes)
    return t`${product}, sold wholesale by ${brand} in ${sizeList} packs.`
  },
} as const

export const orderCopy = {
  get title() {
    return t`Order request`
  },
  get description() {
    return t`Tell us where to reach you. Our sales team confirms price and delivery.`
  },
  get product() {
    return t`Product`
  },
  get size() {
    return t`Pack size`
  },
  get price() {
    return t`Price`
  },
  get name() {
    return t`Name`
  },
  get email() {
    return t`Email`
  },
  get phone() {
    return t`Phone`
  },
  get message() {
    return t`Additional information`
  },
  get submit() {
    return t`Place Order`
  },
  get submitting() {
    return t`Placing order…`
  },
  get whatsapp() {
    return t`Continue on WhatsApp`
  },
  get close() {
    return t`Close`
  },
  /** Where a buyer finds the requests they have sent. */
  get seeMyEnquiries() {
    return t`See my enquiries`
  },
  prefilledMessage: (product: string, size: string, price: string) =>
    t`I would like to order ${product} (${size}) at ${price}.`,
  errors: {
    get name() {
      return t`Please enter your name.`
    },
    get email() {
      return t`Please enter a valid email address.`
    },
    get phone() {
      return t`Please enter a valid phone number.`
    },
    get tooLong() {
      return t`This is too long.`
    },
  },
} as const
