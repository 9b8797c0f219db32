// @vitest-environment node
import { locateContent } from './locate-content'
import { BAND_ORDER, BAND_STYLE, bandLabel, retailerName } from './map-bands'

describe('map bands', () => {
  it('names each band by colour and its range of amounts, with Indian digit grouping', () => {
    expect(bandLabel('green')).toBe('Green: ₹50,000 or more')
    expect(bandLabel('yellow')).toBe('Yellow: ₹10,000 to under ₹50,000')
    expect(bandLabel('red')).toBe('Red: Below ₹10,000')
  })

  it('fills each band with its own colour: green, yellow, vermilion', () => {
    expect(BAND_ORDER.map((band) => [band, BAND_STYLE[band].fill])).toEqual([
      ['green', '#009e73'],
      ['yellow', '#f0e442'],
      ['red', '#d55e00'],
    ])
  })
})

describe('retailerName', () => {
  it('uses the record name when there is one', () => {
    expect(retailerName({ key: '4', name: 'Agarwal Stores' })).toBe('Agarwal Stores')
  })

  it('falls back to the position in the collection, counted from 1', () => {
    expect(retailerName({ key: '4', name: null })).toBe(locateContent.unnamedRetailer(5))
  })
})
