/**
 * Other names buyers type for the catalogue's products and categories: regional names ("toor",
 * "tuvar" for arhar), other spellings ("masur", "mung") and category words ("dal", "cheeni").
 * A group without a category is one product's names: each of them means every product whose
 * name holds any of them, so the groups find whatever the live catalogue holds under any of
 * these names. A group with a category means that category's products. Words are lower case and
 * match whole words, in any case. They are the fallback when no product's names hold the search.
 *
 * The names traders use for one product ("sabudana", "lobia", "mungfali") are that product's own,
 * in its record (`aliases`: every seeded product has them, and staff add more at the trade desk):
 * the name search finds it by them as a match (product-query.ts).
 */
import type { ProductCategory } from './categories'

export interface ProductAlias {
  words: readonly string[]
  category?: ProductCategory
}

export const PRODUCT_ALIASES: readonly ProductAlias[] = [
  { words: ['arhar', 'tur', 'toor', 'tuvar', 'toovar'] },
  { words: ['masoor', 'masur'] },
  { words: ['channa', 'chana', 'chickpea', 'chickpeas'] },
  { words: ['moong', 'mung'] },
  { words: ['urad', 'urd'] },
  { words: ['rajma', 'rajmah'] },
  { words: ['pulses', 'pulse', 'dal', 'dals', 'daal', 'dhal'], category: 'pulses' },
  { words: ['grains', 'grain'], category: 'grains' },
  { words: ['sugar', 'cheeni', 'chini'], category: 'sugar' },
]
