/**
 * Search text as whole words, for the search by another name (alias-search.ts), which loads when
 * a buyer first searches: kept apart from search-key.ts, which every catalogue page carries.
 */
import { ASCII, searchText } from './search-key'

/** Anything that is not part of a word: a letter, its marks (Devanagari vowel signs) or a digit. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u
const NOT_ASCII_WORD = /[^a-z0-9]+/

/**
 * " अरहर तूर दाल ", " masoor dal ": searchText's words separated by single spaces, padded so
 * that `includes` of another phrase matches whole words only.
 */
export function searchPhrase(text: string): string {
  const compared = searchText(text)
  const words = compared.split(ASCII.test(compared) ? NOT_ASCII_WORD : NOT_WORD).filter(Boolean)
  return ` ${words.join(' ')} `
}
