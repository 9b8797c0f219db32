import { t } from '@/lib/i18n/macro'

/** The words of a request's current quote on its card (My enquiries), fetched with the card's quote. */
export const quoteSummaryCopy = {
  heading: (version: number) => (version > 1 ? t`Quote (revision ${version})` : t`Quote`),
  get loading() {
    return t`Reading the quote…`
  },
  get failed() {
    return t`The quote could not be read just now.`
  },
  get grandTotal() {
    return t`Grand total`
  },
  get validUntil() {
    return t`Valid until`
  },
  get answer() {
    return t`Your answer`
  },
  get expired() {
    return t`Expired`
  },
  get awaiting() {
    return t`Not given yet`
  },
  get view() {
    return t`View quote`
  },
} as const
