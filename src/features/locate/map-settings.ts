/**
 * The retailer map's fixed view: where it opens and how its circles look. Only the map itself (a
 * chunk /locate loads on demand) reads them, so they live beside it rather than in every page's
 * first load.
 */
export const MAP = {
  center: { lat: 26.9124, lng: 75.7873 },
  zoom: 12,
  fitPaddingPx: 50,
  markerRadius: 8,
  markerFillOpacity: 0.8,
} as const
