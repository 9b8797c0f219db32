import { BAND_STYLE } from './map-bands'
import type { AmountBand } from './map-records'

/** A small circle drawn like the band's map markers; decorative, the band is always named beside it. */
export function BandSwatch({ band }: { band: AmountBand }) {
  const { fill, stroke } = BAND_STYLE[band]
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full border-2"
      style={{ backgroundColor: fill, borderColor: stroke }}
    />
  )
}
