/**
 * The company's details. SAMPLE VALUES: a fictional company, replace them
 * with the real business's before launch.
 *
 * The words a reader reads (the tagline, the sister sites' names, the business hours) are
 * messages; the build reads this module in Node too, where they are English.
 */
import { t } from '../lib/i18n/macro.ts'

const postal = {
  street: 'Plot 14, Mandi Road, Sitapura Industrial Area',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302022',
  country: 'India',
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: 'IN',
} as const

export const site = {
  brand: 'Sunehri Fasal Traders',
  shortBrand: 'Sunehri Fasal',
  get tagline() {
    return t`Pulses, grains and sugar, traded at scale`
  },
  address: {
    ...postal,
    lines: [postal.street, `${postal.city}, ${postal.state} ${postal.postalCode}`, postal.country],
  },
  /**
   * The company's GSTIN (sample: a made-up PAN with a valid check character). Its first two
   * digits, 08, are Rajasthan's: a buyer registered there pays CGST and SGST, anyone else IGST.
   */
  gstin: '08AAKFS4321M1ZV',
  email: 'sales@sunehrifasal.example',
  /** Display form and dialable form of the office phone. */
  phone: { display: '+91 141 400 1234', tel: '+911414001234' },
  /** WhatsApp business number, digits only with country code (wa.me format). */
  whatsapp: '919876500123',
  /** Office location, used by the footer's map modal. */
  office: { lat: 26.8007, lng: 75.8381 },
  get businessHours() {
    return [
      { days: t`Mon-Fri`, hours: '9-6' },
      { days: t`Sat`, hours: '10-2' },
      { days: t`Sun`, hours: t`closed` },
    ]
  },
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/sunehrifasal.example' },
    { label: 'Instagram', href: 'https://www.instagram.com/sunehrifasal.example' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/sunehrifasal-example' },
    { label: 'X', href: 'https://x.com/sunehrifasal_ex' },
  ],
  /** The three subdomain sites linked from the footer. */
  get subdomains() {
    return [
      { label: t`Supplier Portal`, href: 'https://suppliers.sunehrifasal.example' },
      { label: t`Export Desk`, href: 'https://exports.sunehrifasal.example' },
      { label: t`Market Insights`, href: 'https://insights.sunehrifasal.example' },
    ]
  },
  website: 'www.sunehrifasal.example',
  copyrightYear: 2020,
} as const

/**
 * A WhatsApp chat (wa.me), opening with `text` when given: the business's own, or the one of
 * `number` (country code and number, digits only: see whatsappNumber in src/lib/util/contact-links.ts).
 */
export function whatsappLink(text?: string, number: string = site.whatsapp): string {
  const base = `https://wa.me/${number}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}
