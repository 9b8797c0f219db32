/**
 * Text as the product search compares it, in either script. Latin letters match in any case.
 * Devanagari matches as buyers type it on different keyboards: in one Unicode form (NFC), with
 * or without the nukta (ज़ is ज, फ़ is फ), with the chandrabindu and the anusvara as one (मूँग
 * is मूंग), and without the invisible joiners some keyboards put between letters.
 */

/** The nukta, and the invisible joiners some keyboards put between letters. */
const DROPPED = /[\u093C\u200C\u200D]/g
const CHANDRABINDU = /\u0901/g
const ANUSVARA = '\u0902'
/** Printable ASCII, which needs lower-casing only: most names, kept fast for thousands of them. */
export const ASCII = /^[\x20-\x7E]*$/

/** "मूँग" and "मूंग" alike, "TOOR" as "toor": a text as the search compares it. */
export function searchText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase()
  return (
    text
      // Apart, a letter's nukta can be dropped: ज़ typed as one character or as ज and ़ alike.
      .normalize('NFD')
      .replace(DROPPED, '')
      .replace(CHANDRABINDU, ANUSVARA)
      .normalize('NFC')
      .toLowerCase()
  )
}

/**
 * A product's names (its name, its Hindi name, its other names) as one text to search, each on a
 * line of its own so that a search never matches across two of them. Made once per catalogue.
 */
export function searchKey(names: readonly (string | null | undefined)[]): string {
  return names
    .filter((name): name is string => typeof name === 'string')
    .map(searchText)
    .join('\n')
}

/** The search as it is compared: trimmed, then searchText. Empty: every product matches. */
export function searchNeedle(search: string): string {
  return searchText(search.trim())
}

/** Whether any of a product's names (searchKey) holds the search (searchNeedle). */
export function keyHolds(key: string, needle: string): boolean {
  return needle === '' || key.includes(needle)
}

/** Whether any of `names` holds `search`: the search's test of one product, as a whole. */
export function namesMatch(names: readonly (string | null | undefined)[], search: string): boolean {
  return keyHolds(searchKey(names), searchNeedle(search))
}
