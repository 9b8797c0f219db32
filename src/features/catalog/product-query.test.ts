// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Product } from '@/lib/catalog/catalog'
import {
  EMPTY_QUERY,
  filterProducts,
  indexProducts,
  isFiltered,
  soldUnderOtherNames,
  type ProductQuery,
} from './product-query'
import { generateProducts, seedProducts } from '@/test/synthetic-products'
import { showInHindi } from '@/test/locale'

const product = (name: string): Product => ({ id: name, name, image: '', prices: {} })
const catalogue = ['Masoor Dal', 'Moong', 'Matar Green', 'Sabu Dana', 'Bura', 'Basmati Rice'].map(
  product,
)
const index = indexProducts(catalogue)
const names = (list: Product[]) => list.map((p) => p.name)

describe('filterProducts', () => {
  it('returns everything for the empty query, in order', () => {
    expect(names(filterProducts(index, EMPTY_QUERY))).toEqual(names(catalogue))
  })

  it('searches a case-insensitive substring of the name', () => {
    expect(names(filterProducts(index, { search: 'MA', category: 'all' }))).toEqual([
      'Masoor Dal',
      'Matar Green',
      'Basmati Rice',
    ])
    expect(names(filterProducts(index, { search: '  dana ', category: 'all' }))).toEqual([
      'Sabu Dana',
    ])
  })

  it('finds a product by the other names staff gave it, as by its name', () => {
    const arhar = { ...product('Arhar Dal'), aliases: ['Toor', 'tuvar dal'] }
    const own = indexProducts([...catalogue, arhar])
    expect(names(filterProducts(own, { search: 'TOOR', category: 'all' }))).toEqual(['Arhar Dal'])
    expect(names(filterProducts(own, { search: 'tuvar', category: 'pulses' }))).toEqual([
      'Arhar Dal',
    ])
    expect(names(filterProducts(own, { search: 'toor', category: 'grains' }))).toEqual([])
    // The names are matched one at a time, never across two of them.
    expect(names(filterProducts(own, { search: 'dal toor', category: 'all' }))).toEqual([])
    expect(names(filterProducts(own, { search: 'daltoor', category: 'all' }))).toEqual([])
  })

  it('finds a product by its Hindi name, typed as buyers type Devanagari', () => {
    const hindi = indexProducts([
      ...catalogue,
      Object.assign(product('Arhar Dal'), { hindiName: 'अरहर (तूर) दाल', aliases: ['toor'] }),
      Object.assign(product('Moofhli Dana (Desi)'), { hindiName: 'मूंगफली दाना (देसी)' }),
    ])
    const find = (search: string) => names(filterProducts(hindi, { search, category: 'all' }))
    expect(find('तूर')).toEqual(['Arhar Dal'])
    expect(find(' अरहर ')).toEqual(['Arhar Dal'])
    expect(find('मूँगफली')).toEqual(['Moofhli Dana (Desi)'])
    expect(find('TOOR')).toEqual(['Arhar Dal'])
    expect(names(filterProducts(hindi, { search: 'तूर', category: 'grains' }))).toEqual([])
  })

  it('indexes a product without other names by its name alone', () => {
    expect(indexProducts([product('Bura')]).map((entry) => entry.key)).toEqual(['bura'])
  })

  it('files a product under the category staff chose, before the one its name says', () => {
    const filed = indexProducts([{ ...product('Sabu Dana'), category: 'others' }])
    expect(filed[0]?.category).toBe('others')
    expect(names(filterProducts(filed, { search: '', category: 'grains' }))).toEqual([])
  })

  it('filters by category', () => {
    expect(names(filterProducts(index, { search: '', category: 'grains' }))).toEqual([
      'Matar Green',
      'Sabu Dana',
    ])
    expect(names(filterProducts(index, { search: '', category: 'sugar' }))).toEqual(['Bura'])
  })

  it('combines search and category', () => {
    expect(names(filterProducts(index, { search: 'ma', category: 'pulses' }))).toEqual([
      'Masoor Dal',
    ])
    expect(filterProducts(index, { search: 'bura', category: 'pulses' })).toEqual([])
  })

  it('shows uncategorised products under All only', () => {
    expect(names(filterProducts(index, { search: 'rice', category: 'all' }))).toEqual([
      'Basmati Rice',
    ])
    expect(filterProducts(index, { search: 'rice', category: 'others' })).toEqual([])
  })

  it('filters the seeded catalogue: a category, a search within another, nothing left, then all', () => {
    const seeded = indexProducts(seedProducts)
    const shown = (search: string, category: ProductQuery['category']) =>
      names(filterProducts(seeded, { search, category }))
    expect(shown('', 'sugar')).toEqual(['Mishri Cutting', 'Bura'])
    expect(shown('DAL', 'pulses')).toEqual([
      'Masoor Dal',
      'Arhar Dal',
      'Moong Dal',
      'Channa Dal',
      'Mix Dal',
      'Kali Masoor Dal',
    ])
    expect(shown('dana', 'grains')).toEqual(['Sabu Dana', 'Soyabean Dana', 'Moofhli Dana (Desi)'])
    expect(shown('dana', 'sugar')).toEqual([])
    expect(shown('', 'all')).toEqual(names([...seedProducts]))
  })

  // What a large catalogue gives back is checked here; how fast is for the benchmark to measure
  // (npm run bench), not for a unit test on a shared machine.
  it('finds exactly the matching products among 2,000, in catalogue order', () => {
    const big = indexProducts(generateProducts(2000))
    const found = names(filterProducts(big, { search: 'dal lot 1', category: 'pulses' }))
    // The generator cycles through the 24 seeded products, whose first six are the dals (Masoor,
    // Arhar, Moong, Channa, Mix, Kali Masoor); 280 of their lots are numbered 1, 100-199 or
    // 1000-1999.
    expect(found).toHaveLength(280)
    expect(found.slice(0, 6)).toEqual([
      'Masoor Dal Lot 1',
      'Channa Dal Lot 100',
      'Mix Dal Lot 101',
      'Kali Masoor Dal Lot 102',
      'Masoor Dal Lot 121',
      'Arhar Dal Lot 122',
    ])
    expect(found.at(-1)).toBe('Kali Masoor Dal Lot 1998')
    expect(found.every((name) => name.toLowerCase().includes('dal lot 1'))).toBe(true)
    expect(filterProducts(big, { search: 'dal lot 1', category: 'grains' })).toEqual([])
  })
})

describe('isFiltered', () => {
  it('is false only for the empty query', () => {
    expect(isFiltered(EMPTY_QUERY)).toBe(false)
    expect(isFiltered({ search: ' ', category: 'all' })).toBe(false)
    expect(isFiltered({ search: 'x', category: 'all' })).toBe(true)
    expect(isFiltered({ search: '', category: 'sugar' })).toBe(true)
  })
})

describe('the seeded catalogue, searched by the names traders use', () => {
  const seeded = indexProducts(seedProducts)
  const find = (search: string) => names(filterProducts(seeded, { search, category: 'all' }))

  it.each([
    ['sabudana', ['Sabu Dana']],
    ['lobia', ['Lobiya']],
    ['peanut', ['Moofhli Dana (Desi)']],
    ['mungfali', ['Moofhli Dana (Desi)']],
    ['toor', ['Arhar Dal']],
    ['Toor Dal', ['Arhar Dal']],
    ['chana', ['Channa Dal', 'Kala Channa', 'Kabuli Channa', 'Cholla Mogar']],
    ['sugar', ['Mishri Cutting', 'Bura']],
  ])('finds "%s" as %j', (search, expected) => {
    expect(find(search)).toEqual(expected)
  })

  it('gives every product names of its own to be found by', () => {
    for (const product of seedProducts)
      expect(product.aliases?.length, product.name).toBeGreaterThan(0)
  })
})

describe('soldUnderOtherNames', () => {
  const arhar = product('Arhar Dal')
  const moong = product('Moong')

  it('names the products found when none holds the search in its name', () => {
    expect(soldUnderOtherNames([arhar], 'Toor')).toEqual(['Arhar Dal'])
  })

  it('counts the Hindi name as the product’s own, and names what the page shows', () => {
    const hindiArhar = Object.assign(product('Arhar Dal'), { hindiName: 'अरहर (तूर) दाल' })
    expect(soldUnderOtherNames([hindiArhar], 'तूर')).toBeNull()
    expect(soldUnderOtherNames([hindiArhar], 'Toor')).toEqual(['Arhar Dal'])
    showInHindi()
    expect(soldUnderOtherNames([hindiArhar], 'Toor')).toEqual(['अरहर (तूर) दाल'])
    expect(soldUnderOtherNames([hindiArhar, moong], 'mung')).toEqual(['अरहर (तूर) दाल', 'Moong'])
    expect(soldUnderOtherNames([hindiArhar], 'arhar')).toBeNull()
  })

  it('says nothing when a name holds the search, or nothing was searched or found', () => {
    expect(soldUnderOtherNames([arhar], 'arhar')).toBeNull()
    expect(soldUnderOtherNames([moong, arhar], 'MOONG')).toBeNull()
    expect(soldUnderOtherNames([arhar], '')).toBeNull()
    expect(soldUnderOtherNames([], 'toor')).toBeNull()
  })
})
