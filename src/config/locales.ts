/**
 * The site's languages, once. English is the source: its pages keep the addresses they always
 * had; every other language's pages live under its own prefix (`/hi/products`), built and
 * prerendered in that language (tools/i18n). Plain data with no imports: the build, the
 * benchmark and the browser tests read it in Node.
 */
export const LOCALES = {
  en: {
    /** Where the language's pages live: '' is the site's root. */
    prefix: '',
    /** `<html lang>` and the language tag search engines are given (`hreflang`). */
    htmlLang: 'en-IN',
    hreflang: 'en-IN',
    /** The language's own name for itself: the switch offers it so. */
    name: 'English',
  },
  hi: {
    prefix: '/hi',
    htmlLang: 'hi',
    hreflang: 'hi-IN',
    name: 'हिन्दी',
  },
} as const

export type Locale = keyof typeof LOCALES

export const SOURCE_LOCALE: Locale = 'en'

export const LOCALE_LIST = Object.keys(LOCALES) as Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value)
}

/** The language an address is in: its prefix's, or the source language's. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALE_LIST) {
    const { prefix } = LOCALES[locale]
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale
  }
  return SOURCE_LOCALE
}

/** The address without its language's prefix: `/hi/products` → `/products`, `/hi` → `/`. */
export function unprefixedPath(pathname: string): string {
  const { prefix } = LOCALES[localeOfPath(pathname)]
  return prefix ? pathname.slice(prefix.length) || '/' : pathname
}

/** The same page in `locale`: `/products` → `/hi/products`, `/hi/` → `/`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const path = unprefixedPath(pathname)
  const { prefix } = LOCALES[locale]
  if (!prefix) return path
  return path === '/' ? `${prefix}/` : `${prefix}${path}`
}
