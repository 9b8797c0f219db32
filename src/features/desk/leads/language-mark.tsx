import { SOURCE_LOCALE, type Locale } from '@/config/locales'
import { LANGUAGE_NAMES } from '@/lib/leads/lead-types'
import { languageMark } from './desk-leads-content'

/**
 * Says, beside a lead's status, that its sender wrote in another language than English, in
 * which the desk may answer them; nothing for English.
 */
export function LanguageMark({ language }: { language: Locale }) {
  if (language === SOURCE_LOCALE) return null
  return (
    <span className="rounded-full border border-stone-600 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
      {languageMark(LANGUAGE_NAMES[language])}
    </span>
  )
}
