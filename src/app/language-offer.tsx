import { useState } from 'react'
import { Icon } from '@/components/ui/icons'
import { LOCALES, type Locale } from '@/config/locales'
import { activeLocale } from '@/lib/i18n/runtime'
import { saveLanguageChoice } from '@/lib/storage/language-choice'
import { useAddressIn } from './header/language-switch'
import { languageToOffer } from './language-choice-offer'
import { languageOffer } from './language-offer-content'

/** The offer this reader is made on this page (language-choice-offer.ts): none, for most. */
export function OfferedLanguage() {
  const offered = languageToOffer(activeLocale())
  return offered ? <LanguageOffer offered={offered} /> : null
}

/**
 * The offer itself, in the language it offers: a link to this page in that language, and Close,
 * which keeps this page's language as the reader's choice. Fixed over the page's corner, so it
 * moves nothing when it appears.
 */
export function LanguageOffer({ offered }: { offered: Locale }) {
  const page = activeLocale()
  const [closed, setClosed] = useState(false)
  const href = useAddressIn(offered)
  if (closed) return null
  const words = languageOffer[offered]
  const { htmlLang } = LOCALES[offered]
  return (
    <aside
      lang={htmlLang}
      aria-label={words.text}
      className="fixed right-2 top-20 z-40 flex max-w-[calc(100vw-1rem)] items-center gap-2 rounded-lg border border-brand-200 bg-white py-1 pl-3 pr-1 text-sm shadow-lg"
    >
      <p className="text-stone-800">{words.text}</p>
      <a
        href={href}
        hrefLang={htmlLang}
        onClick={() => saveLanguageChoice(offered)}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
      >
        {words.go}
      </a>
      <button
        type="button"
        aria-label={words.close}
        onClick={() => {
          saveLanguageChoice(page)
          setClosed(true)
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
      >
        <Icon name="close" className="size-5" />
      </button>
    </aside>
  )
}
