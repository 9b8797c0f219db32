import { BandSwatch } from './band-swatch'
import { locateContent } from './locate-content'
import { BAND_ORDER, bandLabel, retailerName } from './map-bands'
import type { RetailerPoint } from './map-records'

/**
 * The map's retailers as plain text, grouped by band: an overview that needs no pointer, no
 * vision and no map (beyond the map itself).
 */
export function RetailerList({ points }: { points: readonly RetailerPoint[] }) {
  return (
    <section aria-labelledby="retailer-list-title" className="container-page py-10">
      <h2 id="retailer-list-title" className="font-display text-2xl font-bold text-brand-900">
        {locateContent.listTitle}
      </h2>
      <p className="mt-1 text-stone-600">{locateContent.listIntro}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {BAND_ORDER.map((band) => {
          const inBand = points.filter((point) => point.band === band)
          return (
            <section key={band} aria-labelledby={`retailers-${band}`}>
              <h3
                id={`retailers-${band}`}
                className="flex items-center gap-2 border-b border-stone-300 pb-2 font-semibold text-stone-900"
              >
                <BandSwatch band={band} />
                <span>
                  {bandLabel(band)}
                  <span className="block text-sm font-normal text-stone-600">
                    {locateContent.retailerCount(inBand.length)}
                  </span>
                </span>
              </h3>
              <ul className="mt-2 space-y-1 text-sm text-stone-800">
                {inBand.map((point) => (
                  <li key={point.key}>{retailerName(point)}</li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </section>
  )
}
