/** The enquiry list's words: the list page, the send form and the buyer's past requests. */
import { ENQUIRY_LIMITS } from '@/config/constants'
import { t } from '@/lib/i18n/macro'
import { orderMailCopy } from '@/lib/leads/submit/order-mail-content'

export const enquiryCopy = {
  get metaTitle() {
    return t`Your enquiry list`
  },
  get metaDescription() {
    return t`The products, pack sizes and quantities you want a wholesale quote for.`
  },
  get title() {
    return t`Your enquiry list`
  },
  get intro() {
    return t`Collect everything you want to order, in the pack sizes and quantities you need, then send it as one request. Our sales team confirms prices and delivery.`
  },
  get loading() {
    return t`Loading your enquiry list…`
  },
  get empty() {
    return t`Your enquiry list is empty.`
  },
  get emptyHint() {
    return t`Verify your GST number on the products page, then choose “Add to enquiry” on any product.`
  },
  get browseProducts() {
    return t`Browse products`
  },
  get listHeading() {
    return t`Items`
  },
  get listFull() {
    const max = ENQUIRY_LIMITS.maxLines
    return t`Your list is full: it holds ${max} items at most. Remove one to add another.`
  },
  get product() {
    return t`Product`
  },
  get size() {
    return t`Pack size`
  },
  get packs() {
    return t`Packs`
  },
  sizeOf: (name: string) => t`Pack size of ${name}`,
  remove: (name: string) => t`Remove ${name}`,
  get packPrice() {
    return t`Pack price`
  },
  get perKg() {
    return t`Per kg`
  },
  get totalKg() {
    return t`Weight`
  },
  get lineTotal() {
    return t`Line total`
  },
  kg: (kg: string) => t`${kg} kg`,
  /** A free-text line: something the buyer asked for in their own words. */
  get request() {
    return orderMailCopy.request
  },
  get requestNote() {
    return t`We will quote this one for you.`
  },
  get missing() {
    return t`No longer in our catalogue: it will not be sent. Remove it or ask us for it instead.`
  },
  get unavailable() {
    return t`Not available in this pack size: choose another size before sending.`
  },
  get checkingPrices() {
    return t`Checking today’s prices…`
  },
  get pricesFailed() {
    return t`We could not check today’s prices. Please check your connection and try again.`
  },
  get retry() {
    return t`Retry`
  },
  get pricesHidden() {
    return t`Prices are shown once your GST number is verified.`
  },
  get totalHeading() {
    return t`Enquiry total`
  },
  get totalWeight() {
    return t`Total weight`
  },
  get totalNote() {
    return t`Prices are indicative; our sales team confirms the final price and delivery.`
  },
  get clear() {
    return t`Clear the list`
  },
  get confirmClear() {
    return t`Remove every item?`
  },
  get confirmClearYes() {
    return t`Yes, clear it`
  },
  get confirmClearNo() {
    return t`Keep it`
  },
  get whatsapp() {
    return t`Send on WhatsApp`
  },
  whatsappText: (lines: readonly string[], total: string | null) =>
    [t`Enquiry request:`, ...lines, ...(total ? [total] : [])].join('\n'),
  // The send form.
  get sendHeading() {
    return t`Send your enquiry`
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
  get company() {
    return t`Company name (optional)`
  },
  get delivery() {
    return t`Delivery address or PIN code (optional)`
  },
  get message() {
    return t`Message (optional)`
  },
  get gstin() {
    return t`GST number (GSTIN)`
  },
  verifiedGstin: (gstin: string, stateName: string) =>
    t`GSTIN ${gstin}, registered in ${stateName}`,
  get submit() {
    return t`Send enquiry`
  },
  get verifyToSend() {
    return t`Verify GST to send`
  },
  get submitting() {
    return t`Sending…`
  },
  get cannotSend() {
    return t`Fix the flagged items first: they cannot be sent.`
  },
  /** "Our least order of Soyabean Dana is 30 kg; your list has 5 kg of it." */
  belowLeastOrder: (product: string, minKg: string, kg: string) =>
    t`Our least order of ${product} is ${minKg} kg; your list has ${kg} kg of it.`,
  get nothingToSend() {
    return t`Add at least one item to send an enquiry.`
  },
  get seeMyEnquiries() {
    return t`See my enquiries`
  },
  /** The enquiry went out: what happened and what happens next (not an order: nothing is bought yet). */
  sent: {
    get title() {
      return t`Enquiry sent`
    },
    get text() {
      return t`Our sales team has your enquiry. They will confirm today’s prices, stock and delivery with you by phone or email, usually within one working day. Nothing is ordered until you agree.`
    },
  },
  /** The enquiry did not go out: what is kept, and other ways to reach the sales team. */
  notSent: {
    get title() {
      return t`Your enquiry was not sent`
    },
    get text() {
      return t`Your list and what you typed are kept here. Please try again in a moment, or call or WhatsApp our sales team.`
    },
    call: (phone: string) => t`Call ${phone}`,
    get whatsapp() {
      return t`WhatsApp us`
    },
    whatsappText: (reference: string | null) =>
      reference
        ? t`Hello, my enquiry ${reference} could not be sent.`
        : t`Hello, my enquiry could not be sent.`,
  },
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
    get gstin() {
      return t`Invalid GST number. Please enter a valid GST number.`
    },
    get tooLong() {
      return t`This is too long.`
    },
  },
} as const

/** The buyer's past requests (/enquiries). */
export const myEnquiriesCopy = {
  get metaTitle() {
    return t`My enquiries`
  },
  get metaDescription() {
    return t`The order requests and enquiries you have sent.`
  },
  get title() {
    return t`My enquiries`
  },
  get intro() {
    return t`Every order request you have sent from this account or device, newest first.`
  },
  get loading() {
    return t`Loading your enquiries…`
  },
  get failed() {
    return t`We could not load your enquiries. Please check your connection and try again.`
  },
  get retry() {
    return t`Retry`
  },
  get empty() {
    return t`You have not sent an enquiry yet.`
  },
  get signedOut() {
    return t`Sign in to see the enquiries you sent from your account.`
  },
  get reference() {
    return t`Reference`
  },
} as const
