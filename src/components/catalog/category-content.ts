import type { ProductCategory } from '@/lib/schema'

/** What each product category is called: on the /products filter and at the trade desk alike. */
export const categoryCopy = {
  /** The filter's choice of every category. */
  all: 'All',
  labels: {
    pulses: 'Pulses',
    grains: 'Grains',
    sugar: 'Sugar',
    millets: 'Millets',
    masale: 'Masale',
    others: 'Others',
  } satisfies Record<ProductCategory, string>,
} as const
