import { describe, expect, it } from 'vitest'
import { showInHindi } from '@/test/locale'
import { hindiNameOf, shownProductName } from './product-names'

const arhar = { name: 'Arhar Dal', hindiName: 'अरहर (तूर) दाल' }

describe('a product’s shown name', () => {
  it('is the catalogue name on an English page', () => {
    expect(shownProductName(arhar)).toBe('Arhar Dal')
  })

  it('is the Hindi name on a Hindi page, where the product has one', () => {
    showInHindi()
    expect(shownProductName(arhar)).toBe('अरहर (तूर) दाल')
    expect(shownProductName({ name: 'Bura' })).toBe('Bura')
    expect(shownProductName({ name: 'Bura', hindiName: '  ' })).toBe('Bura')
    expect(shownProductName({ name: 'Bura', hindiName: null })).toBe('Bura')
  })

  it('reads a stored Hindi name defensively', () => {
    expect(hindiNameOf({ name: 'Bura', hindiName: ' बूरा ' })).toBe('बूरा')
    expect(hindiNameOf({ name: 'Bura', hindiName: 7 as unknown as string })).toBeNull()
    expect(hindiNameOf({ name: 'Bura' })).toBeNull()
  })
})
