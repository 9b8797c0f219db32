/**
 * Indian number, rupee and date formatting without `Intl`. The first `Intl` formatter a page
 * builds loads the browser's locale data: on a mid-range phone that is a 100 ms+ task in the
 * middle of start-up, for output these few lines produce exactly (en-IN, as CLDR has it; and
 * hi-IN's months on a Hindi page, where the digits stay Latin).
 */
import { activeLocale } from '../i18n/runtime.ts'

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** en-IN's short months: CLDR writes September as "Sept". */
const MONTHS_SHORT = /* @__PURE__ */ MONTHS_LONG.map((month) =>
  month === 'September' ? 'Sept' : month.slice(0, 3),
)

/** hi-IN's months, as CLDR has them. */
const HINDI_MONTHS_LONG = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const
// Pure: a build in another language drops it with the code that reads it.
const HINDI_MONTHS_SHORT = /* @__PURE__ */ HINDI_MONTHS_LONG.map(
  (month, i) =>
    ({ 0: 'जन॰', 1: 'फ़र॰', 6: 'जुल॰', 7: 'अग॰', 8: 'सित॰', 9: 'अक्टू॰', 10: 'नव॰', 11: 'दिस॰' })[i] ??
    month,
)

/** "1234567" → "12,34,567": the last three digits, then groups of two. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',')
  return `${pairs},${digits.slice(-3)}`
}

/**
 * |value| rounded half away from zero to `fractionDigits` decimals, as digits. Rounding works on
 * the number's shortest decimal form, as Intl does: 9.995 is "10.00", where toFixed says "9.99".
 */
function roundedDigits(abs: number, fractionDigits: number): string {
  const plain = String(abs)
  const decimal = plain.includes('e') ? abs.toFixed(20) : plain
  const [whole = '0', fraction = ''] = decimal.split('.')
  if (fraction.length <= fractionDigits) return whole + fraction.padEnd(fractionDigits, '0')
  const kept = BigInt(whole + fraction.slice(0, fractionDigits))
  return String((fraction[fractionDigits] ?? '0') >= '5' ? kept + 1n : kept).padStart(
    fractionDigits + 1,
    '0',
  )
}

/** A number in en-IN digit grouping with a fixed number of decimals: 123456.789, 2 → "1,23,456.79". */
export function formatIndianNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value)
  const digits = roundedDigits(Math.abs(value), fractionDigits)
  const whole = digits.slice(0, digits.length - fractionDigits)
  const fraction = digits.slice(digits.length - fractionDigits)
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : ''
  return `${sign}${groupDigits(whole)}${fractionDigits > 0 ? `.${fraction}` : ''}`
}

/** "₹1,23,456.00" (or "₹50,000" with no decimals); negative amounts read "-₹95.00". */
export function formatRupeeAmount(amount: number, fractionDigits: 0 | 2 = 2): string {
  const text = formatIndianNumber(amount, fractionDigits)
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`
}

/**
 * A calendar date (read in UTC) as "4 March 2025" (`long`) or "4 Mar 2025" (`short`); on a Hindi
 * page "4 मार्च 2025" or "4 सित॰ 2025", as hi-IN writes them.
 */
export function formatIndianDate(date: Date, month: 'long' | 'short'): string {
  const hindi = activeLocale() === 'hi'
  const names = hindi
    ? month === 'long'
      ? HINDI_MONTHS_LONG
      : HINDI_MONTHS_SHORT
    : month === 'long'
      ? MONTHS_LONG
      : MONTHS_SHORT
  return `${date.getUTCDate()} ${names[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
