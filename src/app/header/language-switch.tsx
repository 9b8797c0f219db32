import { useLocation } from 'react-router-dom'
import { cn } from '@/components/ui/cn'
import { LOCALES, pathInLocale, type Locale } from '@/config/locales'
import { activeLocale } from '@/lib/i18n/runtime'
import { saveLanguageChoice } from '@/lib/storage/language-choice'

/** The other language of a two-language site: the one the switch and the offer lead to. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'hi' ? 'en' : 'hi'
}

/**
 * The address of the page being read, in `locale`: the router's location is inside the page's
 * language (no prefix), so the target's prefix is added to it, with the query and fragment kept.
 */
export function useAddressIn(locale: Locale): string {
  const { pathname, search, hash } = useLocation()
  return `${pathInLocale(pathname, locale)}${search}${hash}`
}

/**
 * The header's switch to the page in the other language ("हिन्दी" on English pages, "English" on
 * Hindi ones): the same page, loaded whole (each language is a build of its own), and the choice
 * remembered on this device. Named by the language's own name, marked with its language, so a
 * reader who cannot read the page can read it, and a screen reader says it in that language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const target = otherLocale(activeLocale())
  const href = useAddressIn(target)
  const { name, htmlLang } = LOCALES[target]
  return (
    <a
      href={href}
      hrefLang={htmlLang}
      lang={htmlLang}
      onClick={() => saveLanguageChoice(target)}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold',
        'text-brand-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
    >
      {name}
    </a>
  )
}
