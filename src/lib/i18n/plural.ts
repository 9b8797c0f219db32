import type { Locale } from '../../config/locales.ts'

/**
 * The CLDR cardinal plural category of a count, for the site's languages, without `Intl`: the
 * first `Intl.PluralRules` a page builds loads the browser's locale data, a 100 ms+ task on a
 * mid-range phone for a rule this short. English: "one" for exactly 1. Hindi: "one" for 0 and 1
 * (and fractions below 1), "other" for the rest.
 */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  if (locale === 'hi') return count >= 0 && count <= 1 ? 'one' : 'other'
  return count === 1 ? 'one' : 'other'
}
