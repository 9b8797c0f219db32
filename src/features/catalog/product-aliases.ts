/**
 * Other names buyers type for the catalogue's products and categories: regional names ("toor",
 * "tuvar" for arhar), other spellings ("masur", "mung") and category words ("dal", "cheeni").
 * A group without a category is one product's names: each of them means every product whose
 * name holds any of them, so the groups find whatever the live catalogue holds under any of
 * these names. A group with a category means that category's products. Words are lower case and
 * match whole words, in any case. They are the fallback when no product's names hold the search.
 *
 * The Hindi names are here too, in Devanagari ("तूर", "चीनी"), compared as the search compares
 * Devanagari (search-key.ts): a buyer finds the products by them on either language's pages,
 * whether or not a product carries its Hindi name yet. A group of Hindi words for one product
 * holds a word of its catalogue name as well ("sabu dana"), which is what the group finds.
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
  { words: ['arhar', 'tur', 'toor', 'tuvar', 'toovar', 'अरहर', 'तूर', 'तुअर', 'तुवर'] },
  { words: ['masoor', 'masur', 'मसूर'] },
  { words: ['channa', 'chana', 'chickpea', 'chickpeas', 'चना', 'चने'] },
  { words: ['moong', 'mung', 'मूंग'] },
  { words: ['urad', 'urd', 'उड़द'] },
  { words: ['rajma', 'rajmah', 'राजमा'] },
  { words: ['lobiya', 'लोबिया'] },
  { words: ['moth', 'मोठ'] },
  { words: ['matar', 'मटर'] },
  { words: ['sabu dana', 'साबूदाना', 'साबू दाना'] },
  { words: ['soyabean', 'सोयाबीन'] },
  { words: ['moofhli', 'मूंगफली'] },
  { words: ['mishri', 'मिश्री'] },
  { words: ['bura', 'बूरा'] },
  {
    words: ['pulses', 'pulse', 'dal', 'dals', 'daal', 'dhal', 'दाल', 'दालें', 'दलहन'],
    category: 'pulses',
  },
  { words: ['grains', 'grain', 'अनाज'], category: 'grains' },
  { words: ['sugar', 'cheeni', 'chini', 'चीनी', 'शक्कर'], category: 'sugar' },
]
