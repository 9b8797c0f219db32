/**
 * How each amount band looks and reads. Colours are the Okabe–Ito colour-blind-safe green, yellow
 * and vermilion, each with a dark outline so yellow still stands out on the plain map background;
 * every band is also named in text (legend, tooltip, list), so colour is never the only cue.
 */
import { t } from '@/lib/i18n/macro'
import { formatRupeeAmount } from '@/lib/util/format'
import { locateContent } from './locate-content'
import { AMOUNT_BANDS, type AmountBand, type RetailerPoint } from './map-records'

export const BAND_ORDER = ['green', 'yellow', 'red'] as const satisfies readonly AmountBand[]

export const BAND_STYLE: Record<AmountBand, { fill: string; stroke: string }> = {
  green: { fill: '#009e73', stroke: '#00382a' },
  yellow: { fill: '#f0e442', stroke: '#5c5200' },
  red: { fill: '#d55e00', stroke: '#4a1d00' },
}

/** "₹50,000": whole rupees. */
const rupees = (amount: number) => formatRupeeAmount(amount, 0)

/** "Green: ₹50,000 or more" — the band named by its colour and its range of total amounts. */
export function bandLabel(band: AmountBand): string {
  const yellowFrom = rupees(AMOUNT_BANDS.yellowFrom)
  const greenFrom = rupees(AMOUNT_BANDS.greenFrom)
  switch (band) {
    case 'green':
      return t`Green: ${greenFrom} or more`
    case 'yellow':
      return t`Yellow: ${yellowFrom} to under ${greenFrom}`
    case 'red':
      return t`Red: Below ${yellowFrom}`
  }
}

/** The retailer's own name, or "Retailer N" (its position in `maplist`) when it has none. */
export function retailerName(point: Pick<RetailerPoint, 'key' | 'name'>): string {
  return point.name ?? locateContent.unnamedRetailer(Number(point.key) + 1)
}
