/**
 * A product's name as a page shows it: on a Hindi page its Hindi name (the record's `hindiName`)
 * where it has one, its catalogue name otherwise and on every English page. Records, mails and
 * the trade desk keep the catalogue name: it is the one the sales team knows a product by.
 */
import { activeLocale } from '@/lib/i18n/runtime'

/** The names a product carries: its catalogue name and, optionally, its name in Hindi. */
export interface ProductNames {
  name: string
  hindiName?: string | null
}

/** The product's Hindi name, trimmed, or null when it has none (or a stored value is no text). */
export function hindiNameOf(product: ProductNames): string | null {
  const name: unknown = product.hindiName
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null
}

/** The name the page shows for the product, in the page's language. */
export function shownProductName(product: ProductNames): string {
  return (activeLocale() === 'hi' && hindiNameOf(product)) || product.name
}
