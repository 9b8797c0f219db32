/**
 * Leads as a CSV file a spreadsheet opens as it is: one row per product of an order request (its
 * other fields repeated on each), one row for a message or an application. Free of Firebase and
 * of the desk's words, which the caller passes in, so that lib/ does not reach into a feature.
 */
import type { LeadStatus } from '@/lib/desk-schema'
import type { Locale } from '@/config/locales'
import { IST_OFFSET_MS } from '@/lib/util/india-time'
import { formatIndianNumber } from '@/lib/util/format'
import type { OrderLine } from '@/lib/schema'
import type { DeskLead, LeadType } from './records'

/** The file's columns, in order. */
export const LEAD_CSV_COLUMNS = [
  'reference',
  'date',
  'kind',
  'status',
  'buyer',
  'company',
  'gstin',
  'state',
  'phone',
  'email',
  'language',
  'product',
  'size',
  'packs',
  'price',
  'amount',
  'total',
] as const
export type LeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number]

/**
 * What the file calls its columns, each kind and status of lead, and each language a sender
 * wrote in: the desk's own words.
 */
export interface LeadCsvWords {
  columns: Record<LeadCsvColumn, string>
  types: Record<LeadType, string>
  statuses: Record<LeadStatus, string>
  languages: Record<Locale, string>
}

/** How the file is labelled when saved: UTF-8, which the byte order mark also tells Excel. */
export const LEAD_CSV_MEDIA_TYPE = 'text/csv;charset=utf-8'

/** Without it Excel reads the file in the computer's old code page: Devanagari and ₹ garbled. */
const BYTE_ORDER_MARK = '\uFEFF'

type Row = Record<LeadCsvColumn, string>
type ProductCells = Pick<Row, 'product' | 'size' | 'packs' | 'price' | 'amount'>

const NO_PRODUCT: ProductCells = { product: '', size: '', packs: '', price: '', amount: '' }

/** What a spreadsheet takes for the start of a formula (a tab or CR can hide one behind it). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Text as a spreadsheet shows it but never runs it: with an apostrophe before a leading =, +, -,
 * @, tab or CR. Every text a buyer wrote passes here, a phone number too: "+91 98290 11223"
 * would otherwise be read as a sum and shown as an error, where "'+91 98290 11223" keeps its
 * digits readable. The numbers this module writes itself skip it: a spreadsheet reads them as
 * numbers whatever their sign.
 */
function text(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** A field as RFC 4180 writes it: quoted, its quotes doubled, when it holds a comma, quote or line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/**
 * Rupees as a spreadsheet adds them up: "123456.50", without ₹ or grouping, rounded to the paisa
 * as the desk's pages show them.
 */
const rupeesCell = (rupees: number) => formatIndianNumber(rupees, 2).replaceAll(',', '')

/** A moment as read on a clock in India, in the form spreadsheets take for a date: "2026-11-29 14:05". */
function indiaStamp(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

/** A line's cells; a line asked for by name has no price, and so no amount, until it is quoted. */
function productCells({ product, size, packs, packPrice }: OrderLine): ProductCells {
  const priced = packPrice > 0
  return {
    product: text(product),
    size: text(size),
    packs: String(packs),
    price: priced ? rupeesCell(packPrice) : '',
    amount: priced ? rupeesCell(packPrice * packs) : '',
  }
}

function rowsOf(lead: DeskLead, words: LeadCsvWords): Row[] {
  const sender = {
    reference: text(lead.reference),
    date: indiaStamp(lead.createdAt),
    kind: text(words.types[lead.type]),
    status: text(words.statuses[lead.status]),
    buyer: text(lead.name),
    company: text(lead.company),
    phone: text(lead.phone),
    email: text(lead.email),
    language: text(words.languages[lead.language]),
  }
  if (lead.type === 'contact' || lead.type === 'application') {
    return [{ ...sender, gstin: '', state: '', ...NO_PRODUCT, total: '' }]
  }
  const order = {
    ...sender,
    gstin: text(lead.gstin),
    state: text(lead.gstState),
    total: rupeesCell(lead.total),
  }
  const lines = lead.lines.length > 0 ? lead.lines.map(productCells) : [NO_PRODUCT]
  return lines.map((line) => ({ ...order, ...line }))
}

const record = (cells: readonly string[]) => `${cells.map(field).join(',')}\r\n`

/** `leads` as the text of a CSV file, in the order given, headed by `words.columns`. */
export function leadsCsv(leads: readonly DeskLead[], words: LeadCsvWords): string {
  const header = record(LEAD_CSV_COLUMNS.map((column) => words.columns[column]))
  const rows = leads.flatMap((lead) =>
    rowsOf(lead, words).map((row) => record(LEAD_CSV_COLUMNS.map((column) => row[column]))),
  )
  return BYTE_ORDER_MARK + header + rows.join('')
}
