import type { Locale } from '@/config/locales'

/**
 * The language switch's accessible name beside its visible one (the language's own name), in
 * the language it leads to, so a reader who cannot read the page can read it: not a catalog
 * message. The offer of another language has its words beside it (../language-offer-content).
 */
export const switchLabel = {
  en: 'Read this page in English',
  hi: 'यह पेज हिन्दी में पढ़ें',
} as const satisfies Record<Locale, string>
