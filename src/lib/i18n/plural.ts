import type { Locale } from '../../config/locales.ts'

/**
 * The counts that take a language's "one" form (CLDR cardinal rules, for the counts a page shows:
 * zero or more): every other count takes "other". English: exactly 1. Hindi: 0 and 1, and the
 * fractions between. The runtime reads this, and so does the build, which writes the rule into
 * the code as a comparison (tools/i18n/inline-messages.ts).
 */
export const ONE_FORM: Readonly<Record<Locale, { readonly from: number; readonly to: number }>> = {
  en: { from: 1, to: 1 },
  hi: { from: 0, to: 1 },
}

/**
 * The plural category of a count, without `Intl`: the first `Intl.PluralRules` a page builds
 * loads the browser's locale data, a 100 ms+ task on a mid-range phone for a rule this short.
 */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  const { from, to } = ONE_FORM[locale]
  return count >= from && count <= to ? 'one' : 'other'
}
