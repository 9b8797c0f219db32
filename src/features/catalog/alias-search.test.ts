// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Product } from '@/lib/catalog/catalog'
import type { CategoryId } from './categories'
import { aliasMatches, searchProducts } from './alias-search'
import { indexProducts } from './product-query'

const product = (name: string): Product => ({ id: name, name, image: '', prices: {} })

// The seeded catalogue's names, in its order.
const catalogue = [
  'Masoor Dal',
  'Arhar Dal',
  'Moong Dal',
  'Channa Dal',
  'Mix Dal',
  'Kali Masoor Dal',
  'Moong',
  'Moong Mogar',
  'Urad Sabut',
  'Urad Chilka',
  'Kala Channa',
  'Kabuli Channa',
  'Chitra Rajma',
  'Jhambo Rajma',
  'Lobiya',
  'Moth Sabut',
  'Cholla Mogar',
  'Matar Safed',
  'Matar Green',
  'Sabu Dana',
  'Soyabean Dana',
  'Moofhli Dana (Desi)',
  'Mishri Cutting',
  'Bura',
].map((name) => product(name))
const index = indexProducts(catalogue)
const names = (list: readonly Product[]) => list.map((p) => p.name)
const search = (text: string, category: CategoryId = 'all') => {
  const { matches, suggestions } = searchProducts(index, { search: text, category })
  return { matches: names(matches), suggestions: names(suggestions) }
}

const PULSES = [
  'Masoor Dal',
  'Arhar Dal',
  'Moong Dal',
  'Channa Dal',
  'Mix Dal',
  'Kali Masoor Dal',
  'Moong',
  'Moong Mogar',
  'Urad Sabut',
  'Urad Chilka',
  'Kala Channa',
  'Kabuli Channa',
  'Chitra Rajma',
  'Jhambo Rajma',
  'Lobiya',
  'Moth Sabut',
  'Cholla Mogar',
]
const GRAINS = ['Matar Safed', 'Matar Green', 'Sabu Dana', 'Soyabean Dana', 'Moofhli Dana (Desi)']
const SUGAR = ['Mishri Cutting', 'Bura']

describe('searchProducts: other names when the name search finds nothing', () => {
  it.each([
    ['toor', ['Arhar Dal']],
    ['tur', ['Arhar Dal']],
    ['Tur', ['Arhar Dal']],
    ['tuvar', ['Arhar Dal']],
    ['toor dal', ['Arhar Dal']],
    ['  TOOR   Dal ', ['Arhar Dal']],
    ['masur', ['Masoor Dal', 'Kali Masoor Dal']],
    ['chana', ['Channa Dal', 'Kala Channa', 'Kabuli Channa']],
    ['chana dal', ['Channa Dal', 'Kala Channa', 'Kabuli Channa']],
    ['chickpea', ['Channa Dal', 'Kala Channa', 'Kabuli Channa']],
    ['mung', ['Moong Dal', 'Moong', 'Moong Mogar']],
    ['urad dal', ['Urad Sabut', 'Urad Chilka']],
    ['rajma beans', ['Chitra Rajma', 'Jhambo Rajma']],
    ['pulses', PULSES],
    ['dals', PULSES],
    ['grains', GRAINS],
    ['sugar', SUGAR],
    ['cheeni', SUGAR],
  ])('"%s" finds no name and suggests %j', (text, expected) => {
    expect(search(text)).toEqual({ matches: [], suggestions: expected })
  })

  it.each([
    ['arhar', ['Arhar Dal']],
    ['masoor', ['Masoor Dal', 'Kali Masoor Dal']],
    ['moong', ['Moong Dal', 'Moong', 'Moong Mogar']],
    ['urad', ['Urad Sabut', 'Urad Chilka']],
    ['rajma', ['Chitra Rajma', 'Jhambo Rajma']],
    ['dal', PULSES],
  ])('the alias "%s" names %j', (text, expected) => {
    expect(names(aliasMatches(index, { search: text, category: 'all' }))).toEqual(expected)
  })

  it('never replaces the name search’s own matches', () => {
    expect(search('arhar')).toEqual({ matches: ['Arhar Dal'], suggestions: [] })
    expect(search('moong')).toEqual({
      matches: ['Moong Dal', 'Moong', 'Moong Mogar'],
      suggestions: [],
    })
    // "dal" names every pulse, but six names hold "dal" and only they are shown.
    expect(search('DAL')).toEqual({
      matches: ['Masoor Dal', 'Arhar Dal', 'Moong Dal', 'Channa Dal', 'Mix Dal', 'Kali Masoor Dal'],
      suggestions: [],
    })
    expect(search('')).toEqual({ matches: names(catalogue), suggestions: [] })
  })

  it('stays within the chosen category', () => {
    expect(search('chana', 'pulses')).toEqual({
      matches: [],
      suggestions: ['Channa Dal', 'Kala Channa', 'Kabuli Channa'],
    })
    expect(search('chana', 'grains')).toEqual({ matches: [], suggestions: [] })
    expect(search('sugar', 'pulses')).toEqual({ matches: [], suggestions: [] })
    expect(search('toor dal', 'sugar')).toEqual({ matches: [], suggestions: [] })
    expect(search('sugar', 'sugar')).toEqual({ matches: [], suggestions: SUGAR })
  })

  it('matches aliases as whole words only, and names nothing else', () => {
    expect(search('turmeric')).toEqual({ matches: [], suggestions: [] })
    expect(search('sugarcane')).toEqual({ matches: [], suggestions: [] })
    expect(search('basmati rice')).toEqual({ matches: [], suggestions: [] })
  })

  it.each([
    ['तूर', ['Arhar Dal']],
    ['अरहर', ['Arhar Dal']],
    ['तूर दाल', ['Arhar Dal']],
    ['चीनी', SUGAR],
    ['साबूदाना', ['Sabu Dana']],
    ['मूंगफली', ['Moofhli Dana (Desi)']],
    ['मूँगफली', ['Moofhli Dana (Desi)']],
    ['मूंग', ['Moong Dal', 'Moong', 'Moong Mogar']],
    ['उड़द', ['Urad Sabut', 'Urad Chilka']],
    ['उडद दाल', ['Urad Sabut', 'Urad Chilka']],
    ['दालें', PULSES],
  ])('"%s", in Devanagari, suggests %j of a catalogue without Hindi names', (text, expected) => {
    expect(search(text)).toEqual({ matches: [], suggestions: expected })
  })

  it('finds a product by its Hindi name as a match, and its group by the Hindi name too', () => {
    const withHindi = indexProducts([
      Object.assign(product('Arhar Dal (Premium)'), { hindiName: 'अरहर दाल (प्रीमियम)' }),
      Object.assign(product('Toovar Whole'), { hindiName: 'तूर साबुत' }),
      product('Bura'),
    ])
    const found = (text: string) => {
      const result = searchProducts(withHindi, { search: text, category: 'all' })
      return { matches: names(result.matches), suggestions: names(result.suggestions) }
    }
    expect(found('अरहर')).toEqual({ matches: ['Arhar Dal (Premium)'], suggestions: [] })
    expect(found('तुवर')).toEqual({
      matches: [],
      suggestions: ['Arhar Dal (Premium)', 'Toovar Whole'],
    })
    expect(found('चीनी')).toEqual({ matches: [], suggestions: ['Bura'] })
  })

  it('finds the products by their name in any catalogue, not by a fixed list', () => {
    const other = indexProducts(
      ['Arhar Dal (Premium)', 'Toor Whole', 'Desi Chana Sabut', 'Basmati Rice'].map(
        (name): Product => ({ id: name, name, image: '', prices: {} }),
      ),
    )
    const suggest = (text: string) =>
      names(searchProducts(other, { search: text, category: 'all' }).suggestions)
    expect(suggest('tuvar')).toEqual(['Arhar Dal (Premium)', 'Toor Whole'])
    expect(suggest('kabuli chickpeas')).toEqual(['Desi Chana Sabut'])
    expect(suggest('masur')).toEqual([])
  })
})
