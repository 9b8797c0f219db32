/**
 * The words of an order request's mail to the sales desk, one way for every order mail (a Buy Now,
 * an enquiry list, one sent again from My enquiries), and for the enquiry list's WhatsApp text,
 * which writes its lines alike; and the line every lead's mail carries saying which language the
 * buyer wrote in. The desk reads English: these words stay English on every page.
 */
import { SOURCE_LOCALE, type Locale } from '@/config/locales'
import { LANGUAGE_NAMES } from '@/lib/leads/lead-types'

/** A Buy Now's packs and what they come to, as written (rupees and kg already formatted). */
export interface OrderSum {
  packs: number
  size: string
  price: string
  total: string
  kg: string
}

const packs = (count: number) => `${count} ${count === 1 ? 'pack' : 'packs'}`

export const orderMailCopy = {
  /** What a line asked for by name (no product of the catalogue) is called. */
  request: 'Ask us for it',
  /** "Masoor Dal, 1kg × 10 packs at ₹95.00 = ₹950.00" */
  pricedLine: (product: string, size: string, count: number, each: string, amount: string) =>
    `${product}, ${size} × ${packs(count)} at ${each} = ${amount}`,
  /** "Masoor Dal, 1kg × 10 packs": a line whose price is not written. */
  unpricedLine: (product: string, size: string, count: number) =>
    `${product}, ${size} × ${packs(count)}`,
  /** "Ask us for it: toor dal × 1 pack" */
  requestLine: (product: string, count: number) =>
    `${orderMailCopy.request}: ${product} × ${packs(count)}`,
  /** "Total: 42.5 kg, ₹4,120.00" */
  total: (kg: string, rupees: string) => `Total: ${kg} kg, ${rupees}`,
  /** A Buy Now's line beside the GSTIN and the reference. */
  packsFact: (order: OrderSum) =>
    `Packs: ${order.packs} × ${order.size} at ${order.price} = ${order.total} (${order.kg} kg)`,
  company: (company: string) => `Company: ${company}`,
  delivery: (delivery: string) => `Delivery: ${delivery}`,
  gstin: (gstin: string, state: string) => `GSTIN: ${gstin} (${state})`,
  reference: (reference: string) => `Reference: ${reference}`,
  /** "Language: Hindi (the buyer wrote in Hindi)", or "Language: English". */
  language: (language: Locale) =>
    language === SOURCE_LOCALE
      ? `Language: ${LANGUAGE_NAMES[language]}`
      : `Language: ${LANGUAGE_NAMES[language]} (the buyer wrote in ${LANGUAGE_NAMES[language]})`,
} as const
