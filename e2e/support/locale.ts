/**
 * The browser tests in another language: the content modules (read in Node, where the message
 * macros give English) give that language's catalog words instead while `readIn('hi')` holds
 * (src/lib/i18n/macro.ts). A message is found by its text around the placeholders, and its
 * words get the values in the English's order; a plural or select stays English. Pages in the
 * language are at its prefix (`at('hi', '/products')` is /hi/products).
 */
import { pathInLocale, type Locale } from '../../src/config/locales'
import { translateUncompiled } from '../../src/lib/i18n/macro'
import { readCatalog } from '../../tools/i18n/catalogs'

const HOLE = '\u0000'
/** A plain placeholder, `{name}`; plurals and selects (`{n, plural, …}`) are not. */
const PLACEHOLDER = /\{(\w+)\}/g

interface Words {
  names: string[]
  translation: string
}

const catalogs = new Map<Locale, Map<string, Words>>()
let reading: Locale = 'en'

/** The language the content modules' words are read in now. */
export function readingIn(): Locale {
  return reading
}

function wordsOf(locale: Locale): Map<string, Words> {
  let words = catalogs.get(locale)
  if (!words) {
    words = new Map()
    for (const entry of readCatalog(process.cwd(), locale).values()) {
      if (!entry.used || !entry.translation || /\{\w+,/.test(entry.source)) continue
      const names = [...entry.source.matchAll(PLACEHOLDER)].map((m) => m[1]!)
      words.set(entry.source.replace(PLACEHOLDER, HOLE), { names, translation: entry.translation })
    }
    catalogs.set(locale, words)
  }
  return words
}

/** From now on, the content modules' words are `locale`'s (English: as written). */
export function readIn(locale: Locale): void {
  reading = locale
  if (locale === 'en') return translateUncompiled(null)
  const words = wordsOf(locale)
  translateUncompiled((parts, values) => {
    const found = words.get(parts.join(HOLE))
    if (!found) return undefined
    const value = new Map(found.names.map((name, i) => [name, String(values[i])]))
    return found.translation.replace(PLACEHOLDER, (whole, name: string) => value.get(name) ?? whole)
  })
}

/** `path` in `locale`. */
export function at(locale: Locale, path: string): string {
  return pathInLocale(path, locale)
}
