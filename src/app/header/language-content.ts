import type { Locale } from '@/config/locales'

/**
 * The words of the language switch and of the offer of another language. Each is written in the
 * language it offers, not the page's, so a reader who cannot read the page can read the offer:
 * they are not catalog messages.
 */
export const languageOffer = {
  en: {
    text: 'This page is also in English.',
    go: 'Read in English',
    close: 'Close',
    /** The switch's accessible name beside its visible "English". */
    switchLabel: 'Read this page in English',
  },
  hi: {
    text: 'यह पेज हिन्दी में भी है।',
    go: 'हिन्दी में पढ़ें',
    close: 'बंद करें',
    switchLabel: 'यह पेज हिन्दी में पढ़ें',
  },
} as const satisfies Record<Locale, Record<string, string>>
