/**
 * The Leaflet map. This module (and so Leaflet, react-leaflet and their CSS) is reached only from
 * the lazily loaded /locate route, so no other page downloads any of it.
 */
import 'leaflet/dist/leaflet.css'
import './retailer-map.css'
import { useId, useMemo, useState } from 'react'
import { ZoomControl } from 'react-leaflet'
import { MAP } from './map-settings'
import { env } from '@/config/env'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'
import { useStages } from '@/hooks/use-stages'
import { locateContent } from './locate-content'
import { FitToPoints, LabelMap, NameLeafletLink, ReportZoom } from './map-behaviour'
import { MapHost } from './map-host'
import { circlesAtStage, lastStage, TILES_STAGE } from './map-stages'
import { inReadingOrder, type RetailerPoint } from './map-records'
import { RetailerCircle } from './retailer-circle'
import { StagedTileLayer } from './staged-tile-layer'

const MAP_CENTER: [number, number] = [MAP.center.lat, MAP.center.lng]

/** Rendered once the map exists, so its stages count from there. */
function MapLayers({ ordered }: { ordered: readonly RetailerPoint[] }) {
  const stage = useStages(lastStage(ordered.length))
  return (
    <>
      {stage >= TILES_STAGE ? (
        <StagedTileLayer url={env.mapTileUrl} attribution={locateContent.tileAttribution} />
      ) : null}
      {circlesAtStage(ordered, stage).map((point) => (
        <RetailerCircle key={point.key} point={point} />
      ))}
    </>
  )
}

export function RetailerMap({ points }: { points: readonly RetailerPoint[] }) {
  const hintId = useId()
  const reducedMotion = usePrefersReducedMotion()
  const [zoom, setZoom] = useState<number>(MAP.zoom)
  // Circles are tab stops, so draw them in reading order: the tab sequence then sweeps the map.
  const ordered = useMemo(() => inReadingOrder(points), [points])
  return (
    <div>
      <div className="h-[80vh] w-full border-y border-stone-300">
        <MapHost
          className="retailer-map h-full w-full"
          center={MAP_CENTER}
          zoom={MAP.zoom}
          options={{
            keyboard: true,
            // Added below with its buttons named in the page's language.
            zoomControl: false,
            zoomAnimation: !reducedMotion,
            fadeAnimation: !reducedMotion,
            markerZoomAnimation: !reducedMotion,
          }}
        >
          <LabelMap label={locateContent.mapLabel} describedBy={hintId} />
          <ZoomControl zoomInTitle={locateContent.zoomIn} zoomOutTitle={locateContent.zoomOut} />
          <NameLeafletLink title={locateContent.leafletTitle} />
          <ReportZoom onZoom={setZoom} />
          {/* Fitted before the tiles are added, so only the fitted view's tiles are made. */}
          <FitToPoints points={points} />
          <MapLayers ordered={ordered} />
        </MapHost>
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
