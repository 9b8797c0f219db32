/**
 * Links that reach a lead's sender: mail, a call and a WhatsApp chat, from the address and phone
 * number as they typed them ("+91 98290 11223", "098290-11223", "9829011223"). The forms accept
 * 7 to 15 digits with spaces, brackets, dots, hyphens and a leading + (src/config/field-rules.ts).
 */

/** India's country calling code: a number written without one is taken to be Indian. */
const INDIA = '91'

/**
 * The number as wa.me wants it, country code and number in digits: an Indian number of ten digits,
 * with 0, 91 or +91 before it or without, or any number written with its + (or 00) and country
 * code. Null for anything else: no chat is better than a chat with a stranger.
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const international = phone.trim().startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : null
  if (international !== null) {
    return international.length >= 8 && international.length <= 15 && !international.startsWith('0')
      ? international
      : null
  }
  if (digits.length === 10 && !digits.startsWith('0')) return INDIA + digits
  if (digits.length === 11 && digits.startsWith('0')) return INDIA + digits.slice(1)
  if (digits.length === 12 && digits.startsWith(INDIA)) return digits
  return null
}

/** A tel: link that dials `phone`: its digits, with its + if it was written with one. */
export function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`
}

/** A mailto: link to `address` whose mail opens with `subject`. */
export function mailtoLink(address: string, subject: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`
}
