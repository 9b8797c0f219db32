import { STORAGE_KEYS } from '@/config/constants'
import { isLocale, SOURCE_LOCALE, type Locale } from '@/config/locales'
import { localStore } from '@/lib/storage/local-store'

/** The language chosen on this device (saveLanguageChoice), or null when none was (or storage is off). */
export function readLanguageChoice(): Locale | null {
  const value = localStore()?.getItem(STORAGE_KEYS.languageChoice)
  return isLocale(value) ? value : null
}

/**
 * The language the browser asks for first among the site's (`navigator.languages`: `hi-IN` and
 * `hi` are Hindi), or null when it asks for none of them.
 */
export function browserLanguage(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return null
}

/**
 * The language to offer a reader on a page in `page`'s language: the one they chose on this
 * device when it is not the page's; with no choice made, Hindi on an English page when their
 * browser asks for Hindi first. (A Hindi reader's phone is often set to English: its browser
 * asking for English says little, so a Hindi page is not second-guessed.) Never a redirect: the
 * page they came to stays, with the offer over it.
 */
export function offeredLanguage(
  page: Locale,
  chosen: Locale | null,
  browser: readonly string[],
): Locale | null {
  if (chosen) return chosen !== page ? chosen : null
  const asked = browserLanguage(browser)
  return page === SOURCE_LOCALE && asked && asked !== page ? asked : null
}

/** offeredLanguage for this browser: its stored choice and its languages. */
export function languageToOffer(page: Locale): Locale | null {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  return offeredLanguage(page, readLanguageChoice(), languages)
}
