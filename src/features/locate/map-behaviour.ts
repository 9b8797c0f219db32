/** Small react-leaflet helpers that act on the map instance rather than render anything. */
import { useEffect } from 'react'
import { useMap, useMapEvents } from 'react-leaflet'
import { MAP } from './map-settings'
import { boundsOf, type RetailerPoint } from './map-records'

const FIT_PADDING: [number, number] = [MAP.fitPaddingPx, MAP.fitPaddingPx]
/** A lone retailer (or several at one spot) would otherwise be fitted at the tiles' top zoom. */
const FIT_MAX_ZOOM = 16

/** After centring on Jaipur, the view is fitted to every retailer with 50 px padding. */
export function FitToPoints({ points }: { points: readonly RetailerPoint[] }) {
  const map = useMap()
  useEffect(() => {
    const bounds = boundsOf(points)
    // The first view is not animated: there is nothing on screen yet to move from.
    if (bounds)
      map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false })
  }, [map, points])
  return null
}

/**
 * Leaflet makes its container focusable (keyboard panning and zooming) but leaves it unnamed;
 * name it as a region and point it at the visible keyboard hint.
 */
export function LabelMap({ label, describedBy }: { label: string; describedBy: string }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
    container.setAttribute('aria-describedby', describedBy)
  }, [map, label, describedBy])
  return null
}

/**
 * Leaflet's link in the map's corner has an English title; it is given the page's words. Leaflet
 * writes the corner from its prefix each time, so the prefix itself is changed.
 */
export function NameLeafletLink({ title }: { title: string }) {
  const map = useMap()
  useEffect(() => {
    const attribution = map.attributionControl
    const prefix = attribution?.options.prefix
    if (!attribution || typeof prefix !== 'string') return
    const escaped = title.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
    attribution.setPrefix(prefix.replace(/title="[^"]*"/, `title="${escaped}"`))
  }, [map, title])
  return null
}

/**
 * Tells the page the zoom level now and after every change (announced politely to screen readers).
 * Render it before FitToPoints so it is listening when the first fit lands.
 */
export function ReportZoom({ onZoom }: { onZoom: (zoom: number) => void }) {
  const map = useMapEvents({ zoomend: () => onZoom(map.getZoom()) })
  useEffect(() => onZoom(map.getZoom()), [map, onZoom])
  return null
}
