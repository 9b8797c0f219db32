/**
 * Product categories and which product names belong to each, kept as data: a product belongs
 * to the first category whose listed names or words
 * it contains. Names the mapping does not cover appear under "All" only.
 */

export const CATEGORIES = [
  { id: 'all', label: 'All', enabled: true },
  { id: 'pulses', label: 'Pulses', enabled: true },
  { id: 'grains', label: 'Grains', enabled: true },
  { id: 'sugar', label: 'Sugar', enabled: true },
  { id: 'millets', label: 'Millets', enabled: false },
  { id: 'masale', label: 'Masale', enabled: false },
  { id: 'others', label: 'Others', enabled: false },
] as const

export type CategoryId = (typeof CATEGORIES)[number]['id']
/** A category a product can belong to (not the "All" pseudo-category). */
export type ProductCategory = Exclude<CategoryId, 'all'>

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
