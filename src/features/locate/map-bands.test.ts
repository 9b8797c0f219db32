import { locateContent } from './locate-content'
import { BAND_ORDER, BAND_STYLE, bandLabel, retailerName } from './map-bands'

describe('map bands', () => {
  it('names each band by colour and its range of amounts, with Indian digit grouping', () => {
    expect(bandLabel('green')).toBe('Green: ₹50,000 or more')
    expect(bandLabel('yellow')).toBe('Yellow: ₹10,000 to under ₹50,000')
    expect(bandLabel('red')).toBe('Red: Below ₹10,000')
  })

  it('gives every band its own fill colour', () => {
    const fills = BAND_ORDER.map((band) => BAND_STYLE[band].fill)
    expect(new Set(fills).size).toBe(BAND_ORDER.length)
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
