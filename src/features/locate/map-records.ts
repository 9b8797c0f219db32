/**
 * Retailer map records: which stored records can be drawn,
 * their amount band, and the area that holds them all. Free of React and Leaflet so the browser
 * tests (e2e/locate.spec.ts) can count the expected circles with the same rules.
 */
import { mapCoordinates } from '@/lib/catalog/map-coordinates'
import { INVALID } from '@/lib/util/check'

/** The sales (in rupees) from which a retailer is in the green band, and in the yellow one. */
export const AMOUNT_BANDS = { greenFrom: 50000, yellowFrom: 10000 } as const

export type AmountBand = 'green' | 'yellow' | 'red'

export interface RetailerPoint {
  /** Stable React key: the record's position in `maplist`. */
  key: string
  /** The record's `name` when it has one; the map feature supplies a fallback label. */
  name: string | null
  lat: number
  lng: number
  totalAmount: number
  band: AmountBand
}

export type LatLngPair = [lat: number, lng: number]
/** South-west and north-east corners, the order Leaflet's `fitBounds` expects. */
export type PointBounds = [southWest: LatLngPair, northEast: LatLngPair]

/** `totalAmount` is optional and defaults to 0; anything but a finite number counts as 0. */
export function readAmount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

export function amountBand(amount: number): AmountBand {
  if (amount >= AMOUNT_BANDS.greenFrom) return 'green'
  if (amount >= AMOUNT_BANDS.yellowFrom) return 'yellow'
  return 'red'
}

function readName(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** The drawable records: those with numeric latitude and longitude; others are dropped. */
export function toRetailerPoints(records: readonly Record<string, unknown>[]): RetailerPoint[] {
  return records.flatMap((record, index) => {
    const coordinates = mapCoordinates(record)
    if (coordinates === INVALID) return []
    const { latitude, longitude } = coordinates
    const totalAmount = readAmount(record.totalAmount)
    return [
      {
        key: String(index),
        name: readName(record.name),
        lat: latitude,
        lng: longitude,
        totalAmount,
        band: amountBand(totalAmount),
      },
    ]
  })
}

/** The smallest box holding every point, or null when there are none. */
export function boundsOf(
  points: readonly Pick<RetailerPoint, 'lat' | 'lng'>[],
): PointBounds | null {
  const [first, ...rest] = points
  if (!first) return null
  let [south, west, north, east] = [first.lat, first.lng, first.lat, first.lng]
  for (const { lat, lng } of rest) {
    south = Math.min(south, lat)
    north = Math.max(north, lat)
    west = Math.min(west, lng)
    east = Math.max(east, lng)
  }
  return [
    [south, west],
    [north, east],
  ]
}

/** North to south, then west to east: the order a reader scans the map in. */
export function inReadingOrder<T extends Pick<RetailerPoint, 'lat' | 'lng'>>(
  points: readonly T[],
): T[] {
  return [...points].sort((a, b) => b.lat - a.lat || a.lng - b.lng)
}
