/**
 * The stand-in's copy of firestore.rules' decisions on quotes (quotes/{id}, QuoteDocument in
 * src/lib/quotes/quote-schema.ts) and on the two changes they make to an order request: read by
 * anyone holding the link, listed by staff or by the buyer for their own; sent by staff in one
 * commit with the request naming it, one version on from the last, the quote it replaces marked
 * superseded; its figures never changed after; decided once by whoever holds the link, signed in,
 * in one commit with the request, while it is open and the request's current quote. Checked
 * against the emulator by tools/firestore-rules/.
 */
import { GST_RATES } from '../../../src/config/constants'
import { FIELD_LIMITS, GSTIN_PATTERN } from '../../../src/config/field-rules'
import { LEAD_ID_LENGTH } from '../../../src/lib/leads/submit/lead-id'
import { QUOTE_DECISIONS, QUOTE_LIMITS } from '../../../src/lib/quotes/quote-schema'
import { CATALOGUE_LIMITS } from '../../../src/lib/desk-schema'
import { COLLECTIONS, ORDER_REQUEST_LIMITS, PACK_SIZES } from '../../../src/lib/schema'
import type { Fields, Value } from '../firestore-values'
import type { AccessRequest } from './rules'
import { ruleSize, ruleTrim } from './rules-strings'
import {
  affectedKeys,
  hasExactly,
  isName,
  isRequestTime,
  isSameValue,
  isText,
  numberOf,
  stringOf,
} from './rules-values'

const Q = QUOTE_LIMITS
const R = ORDER_REQUEST_LIMITS

/** Quote ids as newQuoteId makes them: LEAD_ID_LENGTH letters and digits. */
const QUOTE_ID = new RegExp(`^[A-Za-z0-9]{${LEAD_ID_LENGTH}}$`)
const QUOTE_KEYS = [
  'leadId',
  'version',
  'buyerUid',
  'sellerGstin',
  'sellerStateCode',
  'buyer',
  'supply',
  'lines',
  'delivery',
  'totals',
  'validUntil',
  'paymentTerms',
  'deliveryEstimate',
  'note',
  'sentBy',
  'sentAt',
]
const BUYER_KEYS = ['name', 'company', 'gstin', 'state', 'stateCode', 'email', 'phone', 'delivery']
const LINE_KEYS = [
  'product',
  'size',
  'hsn',
  'packs',
  'packPrice',
  'gstRate',
  'taxable',
  'cgst',
  'sgst',
  'igst',
]
const DELIVERY_KEYS = ['charge', 'gstRate', 'cgst', 'sgst', 'igst']
const TOTALS_KEYS = ['taxable', 'cgst', 'sgst', 'igst', 'roundOff', 'grandTotal']
const DECISION_KEYS = ['kind', 'uid', 'name', 'message', 'at']
/** The fields of an order request a send sets (LeadQuote's, and the status it signs). */
const SENT_LEAD_KEYS = [
  'status',
  'statusBy',
  'statusAt',
  'quoteId',
  'quoteVersion',
  'quoteDecision',
]
const DECIDED_LEAD_KEYS = ['status', 'quoteDecision']

/** The rules' `.{1,120}`: RE2's `.` is any character but a line feed, counted whole. */
const PRODUCT = new RegExp(`^[^\\n]{1,${R.product}}$`, 'u')
const [HSN_MIN, HSN_MAX] = CATALOGUE_LIMITS.products.hsnDigits
const HSN = new RegExp(`^([0-9]{${HSN_MIN},${HSN_MAX}})?$`)
const STATE_CODE = /^[0-9]{2}$/
/** The seller's state code: its GSTIN split at each capital letter, the first piece. */
const stateCodeOf = (gstin: string) => gstin.split(/[A-Z]/)[0]
/** A quote may be open until less than a day after the last of the days the desk may give. */
const VALID_MS = (Q.maxValidDays + 1) * 86_400_000

export function isQuoteCollection(collection: string): boolean {
  return collection === COLLECTIONS.quotes
}

export function isQuoteAllowed(request: AccessRequest): boolean {
  const { auth, data, existing, docId } = request
  switch (request.operation) {
    case 'get':
      return true
    case 'list':
      // Staff list every quote; a buyer's query must promise only their own.
      if (auth?.staff === true) return true
      return (request.where ?? []).some(
        (filter) =>
          auth !== null &&
          filter.path.length === 1 &&
          filter.path[0] === 'buyerUid' &&
          stringOf(filter.value) === auth.uid,
      )
    case 'create':
      return data !== undefined && docId !== undefined && isNewQuote(docId, data, request)
    case 'update':
      return (
        data !== undefined &&
        existing !== undefined &&
        docId !== undefined &&
        (isSuperseded(data, existing, request) || isDecision(docId, data, existing, request))
      )
    case 'delete':
      return false
  }
}

/** The order request `leadId` before the commit and as it leaves it. */
const leadBefore = (leadId: Value | undefined, request: AccessRequest) =>
  documentOf(COLLECTIONS.orderRequests, leadId, request.read)
const leadAfter = (leadId: Value | undefined, request: AccessRequest) =>
  documentOf(COLLECTIONS.orderRequests, leadId, request.readAfter)
/** The quote `quoteId` before the commit and as it leaves it. */
const quoteBefore = (quoteId: Value | undefined, request: AccessRequest) =>
  documentOf(COLLECTIONS.quotes, quoteId, request.read)
const quoteAfter = (quoteId: Value | undefined, request: AccessRequest) =>
  documentOf(COLLECTIONS.quotes, quoteId, request.readAfter)

function documentOf(
  collection: string,
  id: Value | undefined,
  reader: AccessRequest['read'],
): Fields | undefined {
  const text = stringOf(id)
  return text === undefined ? undefined : reader?.(collection, text)
}

/**
 * Staff send a quote: the request names it, one version on from the last, quoted again with no
 * decision, signed with their uid and the request's time; it is created in this commit; a quote
 * the request named before is marked superseded by it; and its lines are valid (the rules check
 * them here, where the expressions to spare are).
 */
export function isQuoteSent(data: Fields, existing: Fields, request: AccessRequest): boolean {
  const { auth, requestTime } = request
  const before = existing.quoteVersion === undefined ? 0 : numberOf(existing.quoteVersion)
  const version = numberOf(data.quoteVersion)
  const quoteId = stringOf(data.quoteId)
  const quote = quoteAfter(data.quoteId, request)
  const replaced =
    existing.quoteId === undefined || isReplacedBy(existing.quoteId, quoteId, request)
  return (
    auth !== null &&
    affectedKeys(data, existing).every((key) => SENT_LEAD_KEYS.includes(key)) &&
    stringOf(data.status) === 'quoted' &&
    stringOf(data.statusBy) === auth.uid &&
    isRequestTime(data.statusAt, requestTime) &&
    before !== undefined &&
    version === before + 1 &&
    data.quoteDecision === undefined &&
    quoteId !== undefined &&
    quoteBefore(data.quoteId, request) === undefined &&
    quote !== undefined &&
    replaced &&
    hasValidQuoteLines(quote.lines)
  )
}

/** Whether the quote `oldId`, as the commit leaves it, is marked superseded by `newId`. */
function isReplacedBy(oldId: Value, newId: string | undefined, request: AccessRequest): boolean {
  const old = quoteAfter(oldId, request)
  return old !== undefined && (stringOf(old.supersededBy) ?? '') === newId
}

/**
 * Whoever holds the link decides the request's current quote in this commit: the request says
 * which decision, won when accepted, new again when changes are asked.
 */
export function isQuoteDecided(data: Fields, existing: Fields, request: AccessRequest): boolean {
  const decision = mapOf(quoteAfter(existing.quoteId, request)?.decision)
  const before = quoteBefore(existing.quoteId, request)
  const kind = data.quoteDecision
  return (
    request.auth !== null &&
    affectedKeys(data, existing).every((key) => DECIDED_LEAD_KEYS.includes(key)) &&
    kind !== undefined &&
    stringOf(data.status) === (stringOf(kind) === 'accepted' ? 'won' : 'new') &&
    decision !== undefined &&
    isSameValue(decision.kind, kind) &&
    before !== undefined &&
    before.decision === undefined
  )
}

function isNewQuote(id: string, data: Fields, request: AccessRequest): boolean {
  const { auth, requestTime } = request
  const lead = leadAfter(data.leadId, request)
  const sellerGstin = stringOf(data.sellerGstin)
  const buyer = mapOf(data.buyer)
  const supply = stringOf(data.supply)
  const sameState = buyer !== undefined && isSameValue(buyer.stateCode, data.sellerStateCode)
  return (
    auth?.staff === true &&
    QUOTE_ID.test(id) &&
    hasExactly(data, QUOTE_KEYS) &&
    lead !== undefined &&
    stringOf(lead.quoteId) === id &&
    isSameValue(lead.quoteVersion, data.version) &&
    isSameValue(data.buyerUid, leadBefore(data.leadId, request)?.authorUid) &&
    sellerGstin !== undefined &&
    GSTIN_PATTERN.test(sellerGstin) &&
    stringOf(data.sellerStateCode) === stateCodeOf(sellerGstin) &&
    buyer !== undefined &&
    isQuoteBuyer(buyer) &&
    supply === (sameState ? 'intra-state' : 'inter-state') &&
    (sizeOf(data.lines) ?? Infinity) <= Q.lines &&
    isDeliveryCharge(data.delivery) &&
    isFigures(data.totals, supply) &&
    isOpenFrom(data.validUntil, requestTime) &&
    isText(data.paymentTerms, 1, Q.paymentTerms) &&
    isText(data.deliveryEstimate, 0, Q.deliveryEstimate) &&
    isText(data.note, 0, Q.note) &&
    stringOf(data.sentBy) === auth.uid &&
    isRequestTime(data.sentAt, requestTime)
  )
}

function isQuoteBuyer(buyer: Fields): boolean {
  const gstin = stringOf(buyer.gstin)
  return (
    hasExactly(buyer, BUYER_KEYS) &&
    isName(buyer.name) &&
    isText(buyer.company, 0, R.company) &&
    gstin !== undefined &&
    (gstin === '' || GSTIN_PATTERN.test(gstin)) &&
    isText(buyer.state, 1, R.gstState) &&
    STATE_CODE.test(stringOf(buyer.stateCode) ?? '') &&
    isText(buyer.email, 0, FIELD_LIMITS.email) &&
    isText(buyer.phone, 0, FIELD_LIMITS.phone) &&
    isText(buyer.delivery, 0, R.delivery)
  )
}

/** After the request's time, and less than VALID_MS after it. */
function isOpenFrom(value: Value | undefined, requestTime: string | undefined): boolean {
  const until = timeOf(value)
  const now = requestTime === undefined ? undefined : Date.parse(requestTime)
  return until !== undefined && now !== undefined && until > now && until < now + VALID_MS
}

/** 1 to QUOTE_LIMITS.lines lines (the count is the quote's own rule's), each valid. */
function hasValidQuoteLines(value: Value | undefined): boolean {
  if (value === undefined || !('arrayValue' in value)) return false
  const lines = value.arrayValue.values ?? []
  return lines.length >= 1 && lines.slice(0, Q.lines).every(isQuoteLine)
}

/**
 * The rules' isQuoteLine: exactly its fields; a product name on one line, a pack size, an HSN
 * code or none; whole packs and a price in paise within bounds, a rate of GST_RATES and taxes
 * in whole paise from 0; the taxable value packs × price.
 */
function isQuoteLine(value: Value): boolean {
  const line = mapOf(value)
  if (line === undefined || !hasExactly(line, LINE_KEYS)) return false
  const packs = intOf(line.packs)
  const packPrice = intOf(line.packPrice)
  const taxable = numberOf(line.taxable)
  return (
    PRODUCT.test(stringOf(line.product) ?? '\n') &&
    (PACK_SIZES as readonly (string | undefined)[]).includes(stringOf(line.size)) &&
    HSN.test(stringOf(line.hsn) ?? '-') &&
    packs !== undefined &&
    packs >= 1 &&
    packs <= Q.packs &&
    packPrice !== undefined &&
    packPrice >= 1 &&
    packPrice <= Q.packPrice &&
    isGstRate(line.gstRate) &&
    isTaxes(line) &&
    taxable === packs * packPrice
  )
}

/** A delivery charge: exactly its fields, whole paise within bounds, a rate, its taxes. */
function isDeliveryCharge(value: Value | undefined): boolean {
  const delivery = mapOf(value)
  const charge = intOf(delivery?.charge)
  return (
    delivery !== undefined &&
    hasExactly(delivery, DELIVERY_KEYS) &&
    charge !== undefined &&
    charge >= 0 &&
    charge <= Q.deliveryCharge &&
    isGstRate(delivery.gstRate) &&
    isTaxes(delivery)
  )
}

/**
 * The totals: exactly their fields, the taxes of the supply's kind only, a whole round-off
 * within half a rupee, and a grand total, their sum, in whole rupees.
 */
function isFigures(value: Value | undefined, supply: string | undefined): boolean {
  const totals = mapOf(value)
  if (totals === undefined || !hasExactly(totals, TOTALS_KEYS) || !isTaxes(totals)) return false
  const [taxable, cgst, sgst, igst, roundOff, grandTotal] = TOTALS_KEYS.map((key) =>
    numberOf(totals[key]),
  )
  if ([taxable, cgst, sgst, igst, roundOff, grandTotal].includes(undefined)) return false
  const ofKind = supply === 'intra-state' ? igst === 0 : cgst! + sgst! === 0
  const round = intOf(totals.roundOff)
  return (
    ofKind &&
    round !== undefined &&
    round >= -50 &&
    round <= 50 &&
    grandTotal === taxable! + cgst! + sgst! + igst! + roundOff! &&
    grandTotal! % 100 === 0
  )
}

/** CGST, SGST and IGST in whole paise, none below 0. */
function isTaxes(taxed: Fields): boolean {
  return ['cgst', 'sgst', 'igst'].every((key) => (intOf(taxed[key]) ?? -1) >= 0)
}

const isGstRate = (value: Value | undefined) =>
  (GST_RATES as readonly (number | undefined)[]).includes(intOf(value))

/** Staff mark a quote superseded, once, by the quote the request names after the commit. */
function isSuperseded(data: Fields, existing: Fields, request: AccessRequest): boolean {
  return (
    request.auth?.staff === true &&
    existing.supersededBy === undefined &&
    affectedKeys(data, existing).every((key) => key === 'supersededBy') &&
    isSameValue(leadAfter(existing.leadId, request)?.quoteId, data.supersededBy)
  )
}

/**
 * Whoever holds the link, signed in, decides the quote once: before it runs out, while the request
 * names it, in the commit that tells the request; nothing else of it changes.
 */
function isDecision(id: string, data: Fields, existing: Fields, request: AccessRequest): boolean {
  const { auth, requestTime } = request
  const until = timeOf(existing.validUntil)
  const decision = mapOf(data.decision)
  return (
    auth !== null &&
    existing.decision === undefined &&
    requestTime !== undefined &&
    until !== undefined &&
    Date.parse(requestTime) < until &&
    stringOf(leadBefore(existing.leadId, request)?.quoteId) === id &&
    affectedKeys(data, existing).every((key) => key === 'decision') &&
    decision !== undefined &&
    hasExactly(decision, DECISION_KEYS) &&
    (QUOTE_DECISIONS as readonly (string | undefined)[]).includes(stringOf(decision.kind)) &&
    stringOf(decision.uid) === auth.uid &&
    isName(decision.name) &&
    isText(decision.message, 0, Q.decisionMessage) &&
    (stringOf(decision.kind) === 'accepted' || ruleTrim(stringOf(decision.message) ?? '') !== '') &&
    isRequestTime(decision.at, requestTime) &&
    isSameValue(leadAfter(existing.leadId, request)?.quoteDecision, decision.kind)
  )
}

const mapOf = (value: Value | undefined): Fields | undefined =>
  value !== undefined && 'mapValue' in value ? (value.mapValue.fields ?? {}) : undefined

/** A whole number, or undefined when the field is missing or not an int. */
const intOf = (value: Value | undefined): number | undefined =>
  value !== undefined && 'integerValue' in value ? Number(value.integerValue) : undefined

/** A timestamp's milliseconds, or undefined when the field is missing or no timestamp. */
const timeOf = (value: Value | undefined): number | undefined =>
  value !== undefined && 'timestampValue' in value ? Date.parse(value.timestampValue) : undefined

/** The rules' size() of a text, a list or a map; undefined for anything else. */
function sizeOf(value: Value | undefined): number | undefined {
  if (value === undefined) return undefined
  if ('stringValue' in value) return ruleSize(value.stringValue)
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).length
  if ('mapValue' in value) return Object.keys(value.mapValue.fields ?? {}).length
  return undefined
}
