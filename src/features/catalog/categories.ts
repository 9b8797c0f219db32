/**
 * Product categories and which products belong to each. A product staff filed under a category
 * (its record's `category`) belongs there; any other belongs to the first category whose listed
 * names or words its name contains, kept here as data. Names the mapping does not cover appear
 * under "All" only.
 */
import { categoryCopy } from '@/components/catalog/category-content'
import type { Product } from '@/lib/catalog/catalog'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@/lib/schema'

export type { ProductCategory }
export type CategoryId = 'all' | ProductCategory

/** Categories the filter shows as coming soon: no product of the catalogue is in them yet. */
const COMING_SOON: readonly ProductCategory[] = ['millets', 'masale', 'others']

export interface CategoryFilter {
  id: CategoryId
  /** Read when shown: in the page's language. */
  readonly label: string
  enabled: boolean
}

/** The filter's choices: "All", then the categories in the order PRODUCT_CATEGORIES lists them. */
export const CATEGORIES: readonly CategoryFilter[] = [
  {
    id: 'all',
    get label() {
      return categoryCopy.all
    },
    enabled: true,
  },
  ...PRODUCT_CATEGORIES.map((id) => ({
    id,
    get label() {
      return categoryCopy.labels[id]
    },
    enabled: !COMING_SOON.includes(id),
  })),
]

interface CategoryRule {
  category: ProductCategory
  /** Product names the category holds, compared case-insensitively as whole words. */
  names: readonly string[]
  /** Words that put any name containing them in the category ("the Dals", "Rajma", ...). */
  words: readonly string[]
}

export const CATEGORY_RULES: readonly CategoryRule[] = [
  {
    category: 'pulses',
    names: [
      'Arhar Dal',
      'Kabuli Channa',
      'Kala Channa',
      'Lobiya',
      'Moth Sabut',
      'Mix Dal',
      'Cholla Mogar',
    ],
    words: ['Dal', 'Rajma', 'Urad', 'Moong'],
  },
  {
    category: 'grains',
    names: ['Matar Green', 'Matar Safed', 'Sabu Dana', 'Soyabean Dana', 'Moofhli Dana (Desi)'],
    words: [],
  },
  { category: 'sugar', names: ['Bura', 'Mishri Cutting'], words: [] },
]

/**
 * " masoor dal " — lower-case words separated by single spaces, padded so that `includes` of
 * another key matches whole words only.
 */
export function phraseKey(name: string): string {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return ` ${words.join(' ')} `
}

const compiled = CATEGORY_RULES.map((rule) => ({
  category: rule.category,
  phrases: [...rule.names, ...rule.words].map(phraseKey).filter((key) => key.trim() !== ''),
}))

/**
 * The category of a product name, or null when the mapping does not cover it. A listed name or
 * word matches as whole words anywhere in the name, so "Matar Green (Premium)" is still a grain.
 */
export function categoryOf(name: string): ProductCategory | null {
  const key = phraseKey(name)
  for (const rule of compiled) {
    if (rule.phrases.some((phrase) => key.includes(phrase))) return rule.category
  }
  return null
}

/** The category a product belongs to: the one staff filed it under, else the one its name says. */
export function productCategory(
  product: Pick<Product, 'name' | 'category'>,
): ProductCategory | null {
  return product.category ?? categoryOf(product.name)
}
