/**
 * A draft checked as staff type: each field's problem in words, each line's figures, the totals
 * so far, and, once nothing is wrong, the quote's content to send. Free of React.
 */
import { isGstRate, type GstRate } from '@/config/constants'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { SELLER_STATE_CODE, type QuoteContent } from '@/lib/quotes/quote-document'
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import {
  quoteTotals,
  supplyBetween,
  type QuoteTotals,
  type Supply,
  type TaxedAmount,
} from '@/lib/quotes/quote-totals'
import { endOfIndianDay } from '@/lib/util/india-time'
import type { PackSize } from '@/lib/schema'
import { MAX_CREDIT_DAYS, quoteCopy } from './quote-content'
import { buyerState, type BuyerState } from './buyer-state'
import { lineName, type DraftLine, type QuoteDraft } from './quote-draft'
import { validUntilError } from './quote-validity'
import { parseRupees } from './rupee-input'

const errors = quoteCopy.errors

export interface LineErrors {
  price?: string
  packs?: string
  /** A written-in line not yet quoted as a catalogue product. */
  pick?: string
}

/** The problems of the draft's own fields, in the order the form shows them. */
export interface DraftErrors {
  state?: string
  lines?: string
  deliveryCharge?: string
  validUntil?: string
  terms?: string
  creditDays?: string
  otherTerms?: string
  deliveryEstimate?: string
  note?: string
}

export interface LineReview {
  errors: LineErrors
  /** Paise, once the line's price and packs are right. */
  taxable: number | null
  /** Its taxable value and tax, once the buyer's state is known too. */
  taxed: TaxedAmount | null
}

export interface DraftReview {
  /** Each line's, in the draft's order. */
  lines: LineReview[]
  errors: DraftErrors
  /** Every problem's words, in the form's order, for the summary of a failed send. */
  problems: string[]
  buyer: BuyerState | null
  /** Null until the buyer's state is known. */
  supply: Supply | null
  /** The figures of the lines that are right so far; null until the supply is known. */
  totals: QuoteTotals | null
  /** What a send sends; null while anything is wrong. */
  content: QuoteContent | null
}

/** A line as a quote carries it, when its fields are right. */
interface PricedLine {
  product: string
  size: PackSize
  hsn: string
  packs: number
  packPrice: number
  gstRate: GstRate
}

const WHOLE_NUMBER = /^\s*\d+\s*$/

function checkLine(line: DraftLine): { errors: LineErrors; priced: PricedLine | null } {
  const lineErrors: LineErrors = {}
  const packs = WHOLE_NUMBER.test(line.packs) ? Number(line.packs) : NaN
  if (!(packs >= 1 && packs <= QUOTE_LIMITS.packs)) lineErrors.packs = errors.packs
  if (line.size === '') return { errors: { ...lineErrors, pick: errors.pick }, priced: null }
  const price = parseRupees(line.price)
  if (!price.ok) lineErrors.price = errors.price[price.problem]
  else if (price.paise === 0) lineErrors.price = errors.price.zero
  else if (price.paise > QUOTE_LIMITS.packPrice) lineErrors.price = errors.price.tooHigh
  const gstRate = Number(line.gstRate)
  if (!price.ok || lineErrors.price || lineErrors.packs || !isGstRate(gstRate)) {
    return { errors: lineErrors, priced: null }
  }
  const { product, size, hsn } = line
  return {
    errors: lineErrors,
    priced: { product, size, hsn, packs, packPrice: price.paise, gstRate },
  }
}

/** Paise, or null when what was typed is not a charge (empty is none: 0). */
function deliveryPaise(text: string): number | null {
  if (text.trim() === '') return 0
  const parsed = parseRupees(text)
  return parsed.ok && parsed.paise <= QUOTE_LIMITS.deliveryCharge ? parsed.paise : null
}

/** The payment terms' words, or the problem with them. */
function paymentTerms(
  draft: QuoteDraft,
): { words: string } | { error: 'terms' | 'creditDays' | 'otherTerms' } {
  switch (draft.terms) {
    case '':
      return { error: 'terms' }
    case 'credit': {
      const days = WHOLE_NUMBER.test(draft.creditDays) ? Number(draft.creditDays) : NaN
      return days >= 1 && days <= MAX_CREDIT_DAYS
        ? { words: quoteCopy.terms.credit(days) }
        : { error: 'creditDays' }
    }
    case 'other': {
      const words = draft.otherTerms.trim()
      return words ? { words } : { error: 'otherTerms' }
    }
    default:
      return { words: quoteCopy.terms.kinds[draft.terms] }
  }
}

const length = (text: string) => [...text].length

type QuotedBuyer = Pick<
  DeskOrderRequest,
  'name' | 'company' | 'gstin' | 'email' | 'phone' | 'delivery'
>

/** The problems of the draft's own fields (all but the lines). */
function draftErrorsOf(draft: QuoteDraft, buyer: BuyerState | null, today: string): DraftErrors {
  const found: DraftErrors = {}
  if (!buyer) found.state = errors.state
  if (!draft.lines.some((line) => line.size !== '')) found.lines = errors.noLines
  else if (draft.lines.length > QUOTE_LIMITS.lines) found.lines = errors.tooManyLines
  if (deliveryPaise(draft.deliveryCharge) === null) found.deliveryCharge = errors.deliveryCharge
  const validUntil = validUntilError(draft.validUntil, today)
  if (validUntil) found.validUntil = validUntil
  const terms = paymentTerms(draft)
  if ('error' in terms) found[terms.error] = errors[terms.error]
  else if (length(terms.words) > QUOTE_LIMITS.paymentTerms) found.otherTerms = errors.termsTooLong
  if (length(draft.deliveryEstimate.trim()) > QUOTE_LIMITS.deliveryEstimate) {
    found.deliveryEstimate = errors.deliveryEstimate
  }
  if (length(draft.note.trim()) > QUOTE_LIMITS.note) found.note = errors.note
  return found
}

/** `draft` of a quote for `lead`, checked on `today` (yyyy-mm-dd in India). */
export function reviewDraft(draft: QuoteDraft, lead: QuotedBuyer, today: string): DraftReview {
  const checked = draft.lines.map(checkLine)
  const buyer = buyerState(lead.gstin, draft.pickedState)
  const draftErrors = draftErrorsOf(draft, buyer, today)
  const supply = buyer ? supplyBetween(SELLER_STATE_CODE, buyer.code) : null
  const priced = checked.flatMap((line) => (line.priced ? [line.priced] : []))
  const delivery = deliveryPaise(draft.deliveryCharge) ?? 0
  const totals = supply ? quoteTotals(priced, delivery, supply) : null
  let pricedIndex = 0
  const lines = checked.map(({ errors: lineErrors, priced: line }) => ({
    errors: lineErrors,
    taxable: line ? line.packs * line.packPrice : null,
    taxed: line && totals ? (totals.lines[pricedIndex++] ?? null) : null,
  }))
  // In the form's order: the buyer's state and the lines come before the terms.
  const { state, lines: noLines, ...terms } = draftErrors
  const problems = [
    ...[state, noLines].filter((text) => text !== undefined),
    ...checked.flatMap(({ errors: lineErrors }, index) =>
      Object.values(lineErrors).map((text) => `${lineName(draft.lines[index]!)}: ${text}`),
    ),
    ...Object.values(terms),
  ]
  const payment = paymentTerms(draft)
  const content =
    problems.length === 0 && buyer && 'words' in payment
      ? {
          buyer: {
            name: lead.name,
            company: lead.company,
            gstin: lead.gstin,
            state: buyer.name,
            stateCode: buyer.code,
            email: lead.email,
            phone: lead.phone,
            delivery: lead.delivery,
          },
          lines: priced,
          deliveryCharge: delivery,
          validUntil: endOfIndianDay(draft.validUntil),
          paymentTerms: payment.words,
          deliveryEstimate: draft.deliveryEstimate.trim(),
          note: draft.note.trim(),
        }
      : null
  return { lines, errors: draftErrors, problems, buyer, supply, totals, content }
}
