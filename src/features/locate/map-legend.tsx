import { locateContent } from './locate-content'
import { BAND_ORDER, bandLabel } from './map-bands'
import { BandSwatch } from './band-swatch'

/** Explains the marker colours in words as well as swatches. */
export function MapLegend() {
  return (
    <figure aria-labelledby="map-legend-title" className="text-sm">
      <figcaption id="map-legend-title" className="font-semibold text-stone-800">
        {locateContent.legendTitle}
      </figcaption>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {BAND_ORDER.map((band) => (
          <li key={band} className="flex items-center gap-2 text-stone-700">
            <BandSwatch band={band} />
            {bandLabel(band)}
          </li>
        ))}
      </ul>
    </figure>
  )
}
