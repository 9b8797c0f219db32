import { describe, expect, it } from 'vitest'
import type { Product } from '@/lib/catalog'
import { EMPTY_QUERY, filterProducts, indexProducts, isFiltered } from './product-query'
import { generateProducts } from '@/test/synthetic-products'

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

  // How fast is the benchmark's to measure (a keystroke on 2,000 products, in a real browser):
  // a timing taken here would depend on whatever else the machine is doing.
  it('filters 2,000 generated products', () => {
    const big = indexProducts(generateProducts(2000))
    const found = filterProducts(big, { search: 'dal lot 1', category: 'pulses' })
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((p) => p.name.toLowerCase().includes('dal lot 1'))).toBe(true)
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
