// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '@/lib/schema'
import { CATEGORIES, CATEGORY_RULES, categoryOf, productCategory } from './categories'

describe('categoryOf', () => {
  // Every name the category mapping lists, plus the catalogue names that "the Dals", "Rajma", "Urad" and
  // "Moong" stand for.
  const expected: Array<[string, ReturnType<typeof categoryOf>]> = [
    ['Arhar Dal', 'pulses'],
    ['Masoor Dal', 'pulses'],
    ['Moong Dal', 'pulses'],
    ['Channa Dal', 'pulses'],
    ['Kali Masoor Dal', 'pulses'],
    ['Chitra Rajma', 'pulses'],
    ['Jhambo Rajma', 'pulses'],
    ['Urad Sabut', 'pulses'],
    ['Urad Chilka', 'pulses'],
    ['Moong', 'pulses'],
    ['Moong Mogar', 'pulses'],
    ['Kabuli Channa', 'pulses'],
    ['Kala Channa', 'pulses'],
    ['Lobiya', 'pulses'],
    ['Moth Sabut', 'pulses'],
    ['Mix Dal', 'pulses'],
    ['Cholla Mogar', 'pulses'],
    ['Matar Green', 'grains'],
    ['Matar Safed', 'grains'],
    ['Sabu Dana', 'grains'],
    ['Soyabean Dana', 'grains'],
    ['Moofhli Dana (Desi)', 'grains'],
    ['Bura', 'sugar'],
    ['Mishri Cutting', 'sugar'],
  ]

  it.each(expected)('%s → %s', (name, category) => {
    expect(categoryOf(name)).toBe(category)
  })

  it('ignores case and extra spaces', () => {
    expect(categoryOf('  mishri   CUTTING ')).toBe('sugar')
    expect(categoryOf('toor DAL')).toBe('pulses')
  })

  it('matches whole words only: "Dana" is not a Dal', () => {
    expect(categoryOf('Sabu Dana')).toBe('grains')
    expect(categoryOf('Dalia')).toBeNull()
  })

  it('finds a listed name inside a longer one', () => {
    expect(categoryOf('Matar Green (Premium)')).toBe('grains')
    expect(categoryOf('Bura Lot 7')).toBe('sugar')
    expect(categoryOf('Moofhli Dana Desi')).toBe('grains')
    expect(categoryOf('Greenfield Matar')).toBeNull()
  })

  it('leaves names outside the mapping uncategorised', () => {
    expect(categoryOf('Basmati Rice')).toBeNull()
    expect(categoryOf('')).toBeNull()
  })

  it('covers every name in the rules', () => {
    for (const rule of CATEGORY_RULES) {
      for (const name of rule.names) expect(categoryOf(name)).toBe(rule.category)
    }
  })
})

describe('productCategory', () => {
  it('is the category staff filed the product under, whatever its name says', () => {
    expect(productCategory({ name: 'Sabu Dana', category: 'others' })).toBe('others')
    expect(productCategory({ name: 'Ragi Atta', category: 'millets' })).toBe('millets')
  })

  it('is the one its name says when staff chose none', () => {
    expect(productCategory({ name: 'Sabu Dana' })).toBe('grains')
    expect(productCategory({ name: 'Ragi Atta' })).toBeNull()
  })
})

describe('CATEGORIES', () => {
  it('offers "All" and then every category a product can be filed under', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(['all', ...PRODUCT_CATEGORIES])
  })

  it('lists the category filters in order with Millets, Masale and Others disabled', () => {
    expect(CATEGORIES.map((c) => c.label)).toEqual([
      'All',
      'Pulses',
      'Grains',
      'Sugar',
      'Millets',
      'Masale',
      'Others',
    ])
    expect(CATEGORIES.filter((c) => !c.enabled).map((c) => c.id)).toEqual([
      'millets',
      'masale',
      'others',
    ])
  })
})
