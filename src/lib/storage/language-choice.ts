/**
 * The language the reader chose, kept on this device: by the header's switch, or by closing the
 * offer of another language. Essential (it only remembers a choice made): no consent asked.
 */
import { STORAGE_KEYS } from '@/config/constants'
import { isLocale, type Locale } from '@/config/locales'
import { localStore } from './local-store'

/** The chosen language, or null when none was chosen here (or storage is off). */
export function readLanguageChoice(): Locale | null {
  try {
    const value = localStore()?.getItem(STORAGE_KEYS.languageChoice)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

export function saveLanguageChoice(locale: Locale): void {
  try {
    localStore()?.setItem(STORAGE_KEYS.languageChoice, locale)
  } catch {
    // Storage full or off: the choice holds for this page only.
  }
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
