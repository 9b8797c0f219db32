/** The Products page's copy: its own words and its fixed messages, verbatim. */
import { ENQUIRY_LIMITS } from '@/config/constants'
import { site } from '@/config/site'
import { formatIndianNumber } from '@/lib/util/format'
import type { PackSize } from '@/lib/schema'

/** "a", "a and b", "a, b and c" */
function listJoin(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
function nameList(names: readonly string[]): string {
  const shown = names.slice(0, 3)
  const more = names.length - shown.length
  if (more > 0) return `${shown.join(', ')} and ${more} more`
  return shown.length < 2
    ? (shown[0] ?? '')
    : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
}

export const catalogCopy = {
  metaTitle: 'Our Products',
  metaDescription:
    'Wholesale pulses, grains and sugar in 500gm, 1kg, 5kg and 30kg packs. Verify your GST number to see prices and send an order request.',
  eyebrow: 'Wholesale catalogue',
  title: 'Our Products',
  intro:
    'Dals, beans, grains and sugar, cleaned and graded at source, in retail and bulk pack sizes. Prices are shown to GST-registered businesses.',
  featuredHeading: 'Featured products',
  featuredLabel: 'Featured products',
  allHeading: 'All products',
  searchLabel: 'Search products',
  /** The link at the top of the page down to the search box. */
  searchJump: 'Search products',
  searchPlaceholder: 'e.g. Masoor Dal',
  categoryLabel: 'Category',
  /** Shown beside a category that is not open yet; part of its accessible name. */
  comingSoon: 'Soon',
  resultCount: (shown: number, total: number) =>
    shown === total
      ? `${formatIndianNumber(total)} ${total === 1 ? 'product' : 'products'}`
      : `Showing ${formatIndianNumber(shown)} of ${formatIndianNumber(total)} products`,
  showMore: 'Show more products',
  loading: 'Loading products…',
  loadErrorTitle: 'We could not load the products right now.',
  loadErrorText: 'Please check your connection and try again.',
  retry: 'Retry',
  emptyCatalogue: 'No products are listed at the moment. Please check back soon.',
  noMatches: 'No products match your search.',
  clearFilters: 'Clear search and filters',
  /**
   * Said with the results when every product found carries the search in another of its names
   * ("toor" finds Arhar Dal): a match, under the name the catalogue gives it.
   */
  soldAs: (search: string, names: readonly string[]) =>
    `“${search}” is sold here as ${nameList(names)}.`,
  /** Heads the products a search names by another name when no name holds it ("urad dal"). */
  suggestionsHeading: (search: string) => `“${search}” is sold here under these names:`,
  /** Follows the result count when the search found no name but names products otherwise. */
  suggestionCount: (count: number) =>
    `${formatIndianNumber(count)} ${count === 1 ? 'suggestion' : 'suggestions'}`,
  askLead: 'Not listed? Ask us and we will quote for it.',
  askButton: 'Ask us for it',
  /** What asking did, by outcome, naming what was asked for. */
  asked: {
    added: (name: string) => `Added “${name}” to your enquiry list.`,
    already: (name: string) => `“${name}” is already on your enquiry list.`,
    full: (name: string) => `Your enquiry list is full: remove a line to add “${name}”.`,
    /** Said instead of quoting the search back: it is longer than a line's name may be. */
    tooLong: () =>
      `Your search is too long to ask for: shorten it to ${formatIndianNumber(ENQUIRY_LIMITS.maxNameLength)} characters or fewer.`,
  },
  viewEnquiry: 'View your enquiry list',
  sizeLegend: 'Pack size',
  notAvailable: 'Not available',
  outOfStock: 'Currently not available',
  packPrice: (size: PackSize) => `per ${size} pack`,
  priceHidden: 'Price hidden until GST is verified',
  /** A fixed mask, so not even the number of digits of a hidden price reaches the page. */
  priceMask: '₹••••',
  perKgMask: '₹••/kg',
  features: 'Highlights',
  buyNow: 'Buy Now',
  addToEnquiry: 'Add to enquiry',
  addedToEnquiry: (product: string, size: string) => `Added ${product}, ${size} to your enquiry.`,
  /** Why "Add to enquiry" added nothing. */
  enquiryFull: (product: string, size: string) =>
    `Not added: your enquiry list is full (${ENQUIRY_LIMITS.maxLines} items at most). Remove one to add ${product}, ${size}.`,
  enquiryAtMostPacks: (product: string, size: string) =>
    `Not added: ${product}, ${size} is already at the most packs (${ENQUIRY_LIMITS.maxPacks}) on your enquiry list.`,
  verifyToBuy: 'Verify GST to Buy',
  /** A product's description for search engines when no featured entry describes it. */
  searchDescription: (product: string, sizes: readonly string[]) =>
    sizes.length === 0
      ? `${product}, traded wholesale by ${site.brand}.`
      : `${product}, sold wholesale by ${site.brand} in ${listJoin(sizes)} packs.`,
} as const

export const orderCopy = {
  title: 'Order request',
  description: 'Tell us where to reach you. Our sales team confirms price and delivery.',
  product: 'Product',
  size: 'Pack size',
  price: 'Price',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Additional information',
  submit: 'Place Order',
  submitting: 'Placing order…',
  whatsapp: 'Continue on WhatsApp',
  close: 'Close',
  /** Where a buyer finds the requests they have sent. */
  seeMyEnquiries: 'See my enquiries',
  prefilledMessage: (product: string, size: string, price: string) =>
    `I would like to order ${product} (${size}) at ${price}.`,
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    tooLong: 'This is too long.',
  },
} as const
