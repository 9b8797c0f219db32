// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { keyHolds, namesMatch, searchKey, searchNeedle, searchText } from './search-key'
import { searchPhrase } from './search-phrase'

const ARHAR = ['Arhar Dal', 'अरहर (तूर) दाल', 'toor dal', 'tuvar dal']
const SUGAR = ['Sugar', 'चीनी']
const SABUDANA = ['Sabu Dana', 'साबूदाना', 'sabudana']
const GROUNDNUT = ['Moofhli Dana (Desi)', 'मूंगफली दाना (देसी)', 'mungfali']
const MOONG = ['Moong Dal', 'मूंग दाल', 'mung dal']
const CATALOGUE = { ARHAR, SUGAR, SABUDANA, GROUNDNUT, MOONG }

/** The products of CATALOGUE whose names hold `search`. */
const found = (search: string) =>
  Object.entries(CATALOGUE)
    .filter(([, names]) => namesMatch(names, search))
    .map(([id]) => id)

describe('namesMatch: a search typed in Devanagari', () => {
  it.each([
    ['तूर', ['ARHAR']],
    ['अरहर', ['ARHAR']],
    ['चीनी', ['SUGAR']],
    ['साबूदाना', ['SABUDANA']],
    ['मूंगफली', ['GROUNDNUT']],
    // A substring, as in English ("moong" is in "Moong Dal"): मूंग is in मूंगफली too.
    ['मूंग', ['GROUNDNUT', 'MOONG']],
    ['मूंग दाल', ['MOONG']],
  ])('"%s" finds %j', (search, expected) => {
    expect(found(search)).toEqual(expected)
  })

  it('reads the chandrabindu as the anusvara, either way round', () => {
    expect(found('मूँगफली')).toEqual(['GROUNDNUT'])
    expect(found('मूँग दाल')).toEqual(['MOONG'])
    expect(namesMatch(['मूँगफली'], 'मूंगफली')).toBe(true)
  })

  it('ignores the nukta, typed as one character or as a letter and its mark', () => {
    const zeera = ['Jeera', 'ज़ीरा']
    expect(namesMatch(zeera, 'जीरा')).toBe(true)
    expect(namesMatch(zeera, '\u095Bीरा')).toBe(true)
    expect(namesMatch(zeera, '\u091C\u093Cीरा')).toBe(true)
    expect(namesMatch(['जीरा'], 'ज़ीरा')).toBe(true)
    expect(namesMatch(['फ़ाइन'], 'फाइन')).toBe(true)
    expect(namesMatch(['फाइन'], '\u095Eाइन')).toBe(true)
    expect(namesMatch(['उड़द दाल'], 'उडद')).toBe(true)
  })

  it('compares text in one Unicode form, without invisible joiners', () => {
    // ऩ is न with a nukta, composed in NFC and apart in NFD.
    expect(searchText('\u0929')).toBe(searchText('\u0928\u093C'))
    expect(namesMatch(['अरहर (तूर) दाल'], 'त\u200Dूर')).toBe(true)
    expect(namesMatch(['साबूदाना'], 'साबू\u200Cदाना')).toBe(true)
  })

  it('still tells different words apart', () => {
    expect(found('चना')).toEqual([])
    expect(namesMatch(['मूंग दाल'], 'मसूर')).toBe(false)
    expect(namesMatch(['साबूदाना'], 'साबुदाना')).toBe(false)
  })
})

describe('namesMatch: a search typed in Latin letters', () => {
  it.each([
    ['arhar', ['ARHAR']],
    ['TOOR', ['ARHAR']],
    ['  tuvar ', ['ARHAR']],
    ['sugar', ['SUGAR']],
    ['sabudana', ['SABUDANA']],
    ['mungfali', ['GROUNDNUT']],
    ['dal', ['ARHAR', 'MOONG']],
  ])('"%s" finds %j', (search, expected) => {
    expect(found(search)).toEqual(expected)
  })

  it('finds everything for an empty search', () => {
    expect(found('  ')).toEqual(Object.keys(CATALOGUE))
  })

  it('never matches across two names', () => {
    expect(namesMatch(ARHAR, 'dal अरहर')).toBe(false)
    expect(namesMatch(ARHAR, 'dal toor')).toBe(false)
  })
})

describe('the pieces the product search is made of', () => {
  it('keys a product once: its names compared forms, a line each', () => {
    expect(searchKey(['Moofhli Dana (Desi)', null, 'मूँगफली'])).toBe('moofhli dana (desi)\nमूंगफली')
    expect(searchKey(['Bura'])).toBe('bura')
    expect(keyHolds(searchKey(ARHAR), searchNeedle(' तूर '))).toBe(true)
    expect(keyHolds('bura', '')).toBe(true)
  })

  it('makes whole-word phrases of either script', () => {
    expect(searchPhrase('अरहर (तूर) दाल')).toBe(' अरहर तूर दाल ')
    expect(searchPhrase('  Moofhli Dana (Desi)')).toBe(' moofhli dana desi ')
    expect(searchPhrase('मूँग, उड़द।')).toBe(' मूंग उडद ')
    expect(searchPhrase(' मूंगफली ').includes(searchPhrase('मूंग'))).toBe(false)
  })
})
