import type { CircleMarker as LeafletCircleMarker } from 'leaflet'
import { useEffect, useRef } from 'react'
import { CircleMarker, Tooltip } from 'react-leaflet'
import { MAP } from './map-settings'
import { BAND_STYLE, bandLabel, retailerName } from './map-bands'
import type { RetailerPoint } from './map-records'

/**
 * One retailer's circle. Leaflet draws it as a bare SVG path; it is made a named tab stop (as
 * Leaflet does for its own markers), and Leaflet opens the tooltip on focus as well as on hover.
 */
export function RetailerCircle({ point }: { point: RetailerPoint }) {
  const layer = useRef<LeafletCircleMarker>(null)
  const { fill, stroke } = BAND_STYLE[point.band]
  const name = retailerName(point)
  const band = bandLabel(point.band)

  useEffect(() => {
    const path = layer.current?.getElement()
    if (!path) return
    path.setAttribute('tabindex', '0')
    path.setAttribute('role', 'img')
    path.setAttribute('aria-label', `${name}, ${band}`)
  }, [name, band])

  return (
    <CircleMarker
      ref={layer}
      center={[point.lat, point.lng]}
      radius={MAP.markerRadius}
      pathOptions={{
        color: stroke,
        weight: 2,
        fillColor: fill,
        fillOpacity: MAP.markerFillOpacity,
      }}
    >
      <Tooltip direction="top" offset={[0, -MAP.markerRadius]}>
        <strong>{name}</strong>
        <br />
        {band}
      </Tooltip>
    </CircleMarker>
  )
}
