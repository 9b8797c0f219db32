/**
 * An amount of rupees in words, as Indian invoices write it under the figures: grouped in crore,
 * lakh, thousand and hundred ("Rupees One Lakh Twelve Thousand Three Hundred Forty-Five only"),
 * with the paise after "and" when there are any.
 */
const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const
const TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
] as const

/** 1–99: "Seven", "Nineteen", "Forty", "Forty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const ones = n % 10
  const tens = TENS[Math.floor(n / 10)] ?? ''
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`
}

/** 1–999: "Three Hundred Forty-Five". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/**
 * A whole number in the Indian system: crore (10⁷), lakh (10⁵), thousand, then the rest. A count
 * of crores of a thousand or more is itself written in words ("One Thousand Two Hundred Crore").
 */
export function wholeInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`)
  if (n === 0) return ONES[0]
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1000)
  const rest = n % 1000
  return [
    crore > 0 ? `${wholeInWords(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** `paise` (a whole number of them) as "Rupees … only", or "Rupees … and … Paise only". */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount: ${paise}`)
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  const andPaise = rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''
  return `Rupees ${wholeInWords(rupees)}${andPaise} only`
}
