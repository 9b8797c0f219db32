import type { Locale } from '@/config/locales'

/**
 * The words of the offer of another language, each in the language it offers, not the page's,
 * so a reader who cannot read the page can read the offer: not catalog messages. Loaded with the
 * offer, only for the readers it is shown to.
 */
export const languageOffer = {
  en: {
    text: 'This page is also in English.',
    go: 'Read in English',
    close: 'Close',
  },
  hi: {
    text: 'यह पेज हिन्दी में भी है।',
    go: 'हिन्दी में पढ़ें',
    close: 'बंद करें',
  },
} as const satisfies Record<Locale, Record<string, string>>
