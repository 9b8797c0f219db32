/**
 * The Leaflet map. This module (and so Leaflet, react-leaflet and their CSS) is reached only from
 * the lazily loaded /locate route, so no other page downloads any of it.
 */
import 'leaflet/dist/leaflet.css'
import './retailer-map.css'
import { useId, useMemo, useState } from 'react'
import { MapContainer, TileLayer } from 'react-leaflet'
import { MAP } from '@/config/constants'
import { env } from '@/config/env'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'
import { useStages } from '@/hooks/use-stages'
import { locateContent } from './locate-content'
import { FitToPoints, LabelMap, ReportZoom } from './map-behaviour'
import { inReadingOrder, type RetailerPoint } from './map-records'
import { RetailerCircle } from './retailer-circle'

/**
 * The map is built in three tasks (the map itself, then the fitted view's tiles, then the
 * circles and their tooltips): in one it held a phone's main thread for 200 ms.
 */
const STAGE_TILES = 1
const STAGE_CIRCLES = 2

export function RetailerMap({ points }: { points: readonly RetailerPoint[] }) {
  const hintId = useId()
  const stage = useStages(STAGE_CIRCLES)
  const reducedMotion = usePrefersReducedMotion()
  const [zoom, setZoom] = useState<number>(MAP.zoom)
  // Circles are tab stops, so draw them in reading order: the tab sequence then sweeps the map.
  const ordered = useMemo(() => inReadingOrder(points), [points])
  return (
    <div>
      <div className="h-[80vh] w-full border-y border-stone-300">
        <MapContainer
          className="retailer-map h-full w-full"
          center={[MAP.center.lat, MAP.center.lng]}
          zoom={MAP.zoom}
          keyboard
          zoomAnimation={!reducedMotion}
          fadeAnimation={!reducedMotion}
          markerZoomAnimation={!reducedMotion}
        >
          <LabelMap label={locateContent.mapLabel} describedBy={hintId} />
          <ReportZoom onZoom={setZoom} />
          {/* Fitted before the tiles are added, so only the fitted view's tiles are made. */}
          <FitToPoints points={points} />
          {stage >= STAGE_TILES ? (
            <TileLayer url={env.mapTileUrl} attribution={locateContent.tileAttribution} />
          ) : null}
          {stage >= STAGE_CIRCLES
            ? ordered.map((point) => <RetailerCircle key={point.key} point={point} />)
            : null}
        </MapContainer>
      </div>
      <p id={hintId} className="container-page mt-2 text-sm text-stone-600">
        {locateContent.keyboardHint}
      </p>
      <p className="sr-only" aria-live="polite">
        {locateContent.zoomLevel(zoom)}
      </p>
    </div>
  )
}
