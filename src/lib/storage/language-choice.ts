/**
 * The language the reader chose, kept on this device: by the header's switch, or by closing the
 * offer of another language. Essential (it only remembers a choice made): no consent asked.
 * Read where the offer is decided (src/app/language-choice-offer.ts), which loads on its own.
 */
import { STORAGE_KEYS } from '@/config/constants'
import type { Locale } from '@/config/locales'
import { localStore } from './local-store'

export function saveLanguageChoice(locale: Locale): void {
  try {
    localStore()?.setItem(STORAGE_KEYS.languageChoice, locale)
  } catch {
    // Storage full or off: the choice holds for this page only.
  }
}
