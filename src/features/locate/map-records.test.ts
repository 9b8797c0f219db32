// @vitest-environment node
import {
  AMOUNT_BANDS,
  amountBand,
  boundsOf,
  inReadingOrder,
  readAmount,
  toRetailerPoints,
} from './map-records'

describe('amountBand', () => {
  it.each([
    [0, 'red'],
    [9999, 'red'],
    [9999.99, 'red'],
    [10000, 'yellow'],
    [49999, 'yellow'],
    [49999.5, 'yellow'],
    [50000, 'green'],
    [1_250_000, 'green'],
    [-500, 'red'],
  ] as const)('%d is %s', (amount, band) => {
    expect(amountBand(amount)).toBe(band)
  })

  it('switches exactly at the configured thresholds', () => {
    expect(amountBand(AMOUNT_BANDS.yellowFrom - 1)).toBe('red')
    expect(amountBand(AMOUNT_BANDS.yellowFrom)).toBe('yellow')
    expect(amountBand(AMOUNT_BANDS.greenFrom - 1)).toBe('yellow')
    expect(amountBand(AMOUNT_BANDS.greenFrom)).toBe('green')
  })
})

describe('readAmount', () => {
  it('keeps finite numbers', () => {
    expect(readAmount(12345)).toBe(12345)
    expect(readAmount(0)).toBe(0)
  })

  it.each([undefined, null, '60000', NaN, Infinity, {}, true])('treats %s as 0', (value) => {
    expect(readAmount(value)).toBe(0)
  })
})

describe('toRetailerPoints', () => {
  const valid = { latitude: 26.9, longitude: 75.8 }

  it('keeps records with numeric coordinates and reads their amount and name', () => {
    const points = toRetailerPoints([
      { ...valid, totalAmount: 75000, name: ' Gupta Kirana ' },
      { latitude: -12.5, longitude: 130.25, totalAmount: 15000 },
    ])
    expect(points).toEqual([
      { key: '0', name: 'Gupta Kirana', lat: 26.9, lng: 75.8, totalAmount: 75000, band: 'green' },
      { key: '1', name: null, lat: -12.5, lng: 130.25, totalAmount: 15000, band: 'yellow' },
    ])
  })

  it('defaults a missing or non-numeric totalAmount to 0 (red)', () => {
    const points = toRetailerPoints([valid, { ...valid, totalAmount: '90000' }])
    expect(points.map((p) => [p.totalAmount, p.band])).toEqual([
      [0, 'red'],
      [0, 'red'],
    ])
  })

  it.each([
    ['string latitude', { latitude: '26.9', longitude: 75.8 }],
    ['string longitude', { latitude: 26.9, longitude: '75.8' }],
    ['NaN latitude', { latitude: NaN, longitude: 75.8 }],
    ['infinite longitude', { latitude: 26.9, longitude: Infinity }],
    ['null latitude', { latitude: null, longitude: 75.8 }],
    ['null longitude', { latitude: 26.9, longitude: null }],
    ['missing latitude', { longitude: 75.8 }],
    ['missing longitude', { latitude: 26.9 }],
    ['no coordinates', { totalAmount: 60000 }],
    ['latitude beyond the pole', { latitude: 91, longitude: 75.8 }],
    ['longitude beyond the date line', { latitude: 26.9, longitude: -180.5 }],
  ])('drops a record with %s', (_case, record) => {
    expect(toRetailerPoints([record, valid])).toHaveLength(1)
  })

  it('keys points by their position in the collection, gaps included', () => {
    const points = toRetailerPoints([valid, { latitude: 'x' }, valid])
    expect(points.map((p) => p.key)).toEqual(['0', '2'])
  })

  it('keeps coordinates on the edges of the globe', () => {
    expect(toRetailerPoints([{ latitude: -90, longitude: 180 }])).toHaveLength(1)
  })

  it('ignores a name that is not text', () => {
    expect(toRetailerPoints([{ ...valid, name: 42 }])[0]?.name).toBeNull()
  })
})

describe('boundsOf', () => {
  it('is null without points', () => {
    expect(boundsOf([])).toBeNull()
  })

  it('is a zero-size box around a single point', () => {
    expect(boundsOf([{ lat: 26.9, lng: 75.8 }])).toEqual([
      [26.9, 75.8],
      [26.9, 75.8],
    ])
  })

  it('spans the extremes in each direction, whatever the order', () => {
    const bounds = boundsOf([
      { lat: 26.95, lng: 75.7 },
      { lat: 26.8, lng: 75.9 },
      { lat: 27.1, lng: 75.75 },
      { lat: 26.85, lng: 75.65 },
    ])
    expect(bounds).toEqual([
      [26.8, 75.65],
      [27.1, 75.9],
    ])
  })
})

describe('inReadingOrder', () => {
  it('sorts north to south, then west to east, without changing its input', () => {
    const points = [
      { lat: 26.8, lng: 75.9 },
      { lat: 27.0, lng: 75.8 },
      { lat: 26.8, lng: 75.7 },
      { lat: 26.9, lng: 75.6 },
    ]
    const copy = [...points]
    expect(inReadingOrder(points)).toEqual([
      { lat: 27.0, lng: 75.8 },
      { lat: 26.9, lng: 75.6 },
      { lat: 26.8, lng: 75.7 },
      { lat: 26.8, lng: 75.9 },
    ])
    expect(points).toEqual(copy)
  })
})
