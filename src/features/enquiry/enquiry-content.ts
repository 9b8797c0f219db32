/** The enquiry list's words: the list page, the send form and the buyer's past requests. */
import { ENQUIRY_LIMITS } from '@/config/constants'
import { orderMailCopy } from '@/lib/leads/submit/order-mail-content'

export const enquiryCopy = {
  metaTitle: 'Your enquiry list',
  metaDescription: 'The products, pack sizes and quantities you want a wholesale quote for.',
  title: 'Your enquiry list',
  intro:
    'Collect everything you want to order, in the pack sizes and quantities you need, then send it as one request. Our sales team confirms prices and delivery.',
  loading: 'Loading your enquiry list…',
  empty: 'Your enquiry list is empty.',
  emptyHint:
    'Verify your GST number on the products page, then choose “Add to enquiry” on any product.',
  browseProducts: 'Browse products',
  listHeading: 'Items',
  listFull: `Your list is full: it holds ${ENQUIRY_LIMITS.maxLines} items at most. Remove one to add another.`,
  product: 'Product',
  size: 'Pack size',
  packs: 'Packs',
  sizeOf: (name: string) => `Pack size of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  packPrice: 'Pack price',
  perKg: 'Per kg',
  totalKg: 'Weight',
  lineTotal: 'Line total',
  kg: (kg: string) => `${kg} kg`,
  /** A free-text line: something the buyer asked for in their own words. */
  request: orderMailCopy.request,
  requestNote: 'We will quote this one for you.',
  missing: 'No longer in our catalogue: it will not be sent. Remove it or ask us for it instead.',
  unavailable: 'Not available in this pack size: choose another size before sending.',
  checkingPrices: 'Checking today’s prices…',
  pricesFailed: 'We could not check today’s prices. Please check your connection and try again.',
  retry: 'Retry',
  pricesHidden: 'Prices are shown once your GST number is verified.',
  totalHeading: 'Enquiry total',
  totalWeight: 'Total weight',
  totalNote: 'Prices are indicative; our sales team confirms the final price and delivery.',
  clear: 'Clear the list',
  confirmClear: 'Remove every item?',
  confirmClearYes: 'Yes, clear it',
  confirmClearNo: 'Keep it',
  whatsapp: 'Send on WhatsApp',
  whatsappText: (lines: readonly string[], total: string | null) =>
    ['Enquiry request:', ...lines, ...(total ? [total] : [])].join('\n'),
  // The send form.
  sendHeading: 'Send your enquiry',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company name (optional)',
  delivery: 'Delivery address or PIN code (optional)',
  message: 'Message (optional)',
  gstin: 'GST number (GSTIN)',
  verifiedGstin: (gstin: string, stateName: string) => `GSTIN ${gstin}, registered in ${stateName}`,
  submit: 'Send enquiry',
  verifyToSend: 'Verify GST to send',
  submitting: 'Sending…',
  cannotSend: 'Fix the flagged items first: they cannot be sent.',
  /** "Our least order of Soyabean Dana is 30 kg; your list has 5 kg of it." */
  belowLeastOrder: (product: string, minKg: string, kg: string) =>
    `Our least order of ${product} is ${minKg} kg; your list has ${kg} kg of it.`,
  nothingToSend: 'Add at least one item to send an enquiry.',
  seeMyEnquiries: 'See my enquiries',
  /** The enquiry went out: what happened and what happens next (not an order: nothing is bought yet). */
  sent: {
    title: 'Enquiry sent',
    text: 'Our sales team has your enquiry. They will confirm today’s prices, stock and delivery with you by phone or email, usually within one working day. Nothing is ordered until you agree.',
  },
  /** The enquiry did not go out: what is kept, and other ways to reach the sales team. */
  notSent: {
    title: 'Your enquiry was not sent',
    text: 'Your list and what you typed are kept here. Please try again in a moment, or call or WhatsApp our sales team.',
    call: (phone: string) => `Call ${phone}`,
    whatsapp: 'WhatsApp us',
    whatsappText: (reference: string | null) =>
      reference
        ? `Hello, my enquiry ${reference} could not be sent.`
        : 'Hello, my enquiry could not be sent.',
  },
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    gstin: 'Invalid GST number. Please enter a valid GST number.',
    tooLong: 'This is too long.',
  },
} as const

/** The buyer's past requests (/enquiries). */
export const myEnquiriesCopy = {
  metaTitle: 'My enquiries',
  metaDescription: 'The order requests and enquiries you have sent.',
  title: 'My enquiries',
  intro: 'Every order request you have sent from this account or device, newest first.',
  loading: 'Loading your enquiries…',
  failed: 'We could not load your enquiries. Please check your connection and try again.',
  retry: 'Retry',
  empty: 'You have not sent an enquiry yet.',
  signedOut: 'Sign in to see the enquiries you sent from your account.',
  reference: 'Reference',
} as const
