import { t } from '@/lib/i18n/macro'
import type { ProductCategory } from '@/lib/schema'

/** What each product category is called: on the /products filter and at the trade desk alike. */
export const categoryCopy = {
  /** The filter's choice of every category. */
  get all() {
    return t`All`
  },
  labels: {
    get pulses() {
      return t`Pulses`
    },
    get grains() {
      return t`Grains`
    },
    get sugar() {
      return t`Sugar`
    },
    get millets() {
      return t`Millets`
    },
    get masale() {
      return t`Masale`
    },
    get others() {
      return t`Others`
    },
  } satisfies Record<ProductCategory, string>,
} as const
