import { LOCALES, localeOfPath, type Locale } from '@/config/locales'
import { activate, BUILD_LOCALE } from '@/lib/i18n/runtime'

/**
 * The language of the page at `pathname`. A production build is in one language, and Hosting
 * serves each language's pages from its own build; the dev server serves every language from one
 * bundle, so there the address says.
 */
export function pageLocale(pathname: string): Locale {
  return import.meta.env.DEV ? localeOfPath(pathname) : BUILD_LOCALE
}

/** The router's base for the language's pages: `/hi` for Hindi, none for English. */
export function routerBasename(locale: Locale): string | undefined {
  return LOCALES[locale].prefix || undefined
}

/**
 * Under the dev server, shows the page's language: its catalog activated, and the document's
 * `lang` (a production build writes both into the page, and has no catalog to activate).
 */
export async function activatePageLocale(locale: Locale): Promise<void> {
  const catalogs = { hi: () => import('virtual:i18n/catalog/hi') }
  activate(locale, locale === 'en' ? null : (await catalogs[locale]()).default)
  document.documentElement.lang = LOCALES[locale].htmlLang
}
