/**
 * Rupees as staff type them, and paise (whole numbers) as a quote keeps them. Typed amounts are
 * read from their digits, never multiplied as floats: "4185.50" is 418550 paise exactly.
 */

/** Why typed rupees are not an amount. */
export type AmountProblem = 'empty' | 'notNumber' | 'decimals'

type ParsedAmount = { ok: true; paise: number } | { ok: false; problem: AmountProblem }

/** Digits, with a decimal point and digits after it or not. */
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/

/**
 * Typed rupees as paise. A rupee sign, grouping commas and spaces around it are allowed
 * ("₹4,185.50"); trailing zeros of paise do not count as decimals ("49.500").
 */
export function parseRupees(text: string): ParsedAmount {
  const plain = text.trim().replace(/^₹\s*/, '').replaceAll(',', '')
  if (plain === '') return { ok: false, problem: 'empty' }
  if (!AMOUNT.test(plain)) return { ok: false, problem: 'notNumber' }
  const [whole = '', fraction = ''] = plain.split('.')
  const paise = fraction.replace(/0+$/, '')
  if (paise.length > 2) return { ok: false, problem: 'decimals' }
  return { ok: true, paise: Number(whole || '0') * 100 + Number(paise.padEnd(2, '0')) }
}

/** What a price field starts with: 418550 → "4185.50". */
export function paiseText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
}
