/**
 * Turns a salary written for people ("₹4-6 LPA", "₹3.5 LPA", "₹15,000/month") into annual rupees
 * so that jobs can be sorted by pay.
 *
 * Decisions (only the sort by salary itself is fixed):
 * - A range counts as its MIDPOINT: "₹4-6 LPA" → ₹5,00,000 a year. The midpoint is the fairest
 *   single figure for a range; the upper bound would rank wide ranges above narrower, better ones.
 * - Monthly amounts are ×12; "LPA"/"lakh" ×1,00,000; "crore" ×1,00,00,000; "k" ×1,000.
 * - "Unpaid" is 0.
 * - Anything else (no period such as "₹15,000", "Competitive", "As per industry") is unparseable:
 *   null, sorted after every parseable salary.
 */

const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(k)?`
const UNITS: ReadonlyArray<{ pattern: string; factor: number }> = [
  {
    pattern: String.raw`lpa|lakhs?(?:\s*(?:per\s*annum|p\.?\s*a\.?|\/\s*(?:year|yr|annum)))?|lacs?|l`,
    factor: 100_000,
  },
  { pattern: String.raw`crores?|cr`, factor: 10_000_000 },
  {
    pattern: String.raw`\/\s*(?:month|mo)|per\s*month|a\s*month|monthly|p\.?\s*m\.?`,
    factor: 12,
  },
  {
    pattern: String.raw`\/\s*(?:year|yr|annum)|per\s*(?:year|annum)|a\s*year|annually|yearly|p\.?\s*a\.?`,
    factor: 1,
  },
]
const UNIT = UNITS.map((u) => `(?:${u.pattern})`).join('|')
const SALARY = new RegExp(
  String.raw`^${AMOUNT}\s*(?:(${UNIT})?\s*(?:-|–|—|to)\s*${AMOUNT}\s*)?(${UNIT})$`,
)

function unitFactor(unit: string): number | null {
  for (const { pattern, factor } of UNITS) {
    if (new RegExp(`^(?:${pattern})$`).test(unit)) return factor
  }
  return null
}

function amount(digits: string | undefined, thousands: string | undefined): number {
  return Number(digits) * (thousands ? 1000 : 1)
}

/** Annual rupees for a salary text, or null when it cannot be read. */
export function parseAnnualSalary(text: string): number | null {
  const normalised = text
    .toLowerCase()
    .replace(/₹|\binr\b|\brs\b\.?/g, ' ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  if (normalised === 'unpaid') return 0
  const match = SALARY.exec(normalised)
  if (!match) return null
  const [, lowDigits, lowK, firstUnit, highDigits, highK, unit] = match
  if (!unit) return null
  const factor = unitFactor(unit)
  if (factor === null) return null
  // "4 LPA - 6 LPA" is fine; "15k/month - 6 LPA" mixes periods and is not.
  if (firstUnit && unitFactor(firstUnit) !== factor) return null
  const low = amount(lowDigits, lowK)
  const high = highDigits === undefined ? low : amount(highDigits, highK)
  const annual = ((low + high) / 2) * factor
  return Number.isFinite(annual) ? Math.round(annual) : null
}
