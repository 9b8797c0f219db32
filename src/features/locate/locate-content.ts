/** The copy of the Locate Us page, with its fixed messages verbatim. */
import { plural, t } from '@/lib/i18n/macro'

export const locateContent = {
  get title() {
    return t`Locate Us`
  },
  get description() {
    return t`Find Sunehri Fasal Traders retailers around Jaipur on the map, coloured by their total order amount.`
  },
  get intro() {
    return t`Retailers stocking our pulses, grains and sugar, coloured by total order amount.`
  },
  get legendTitle() {
    return t`Total amount`
  },
  get mapLabel() {
    return t`Map of retailers`
  },
  get keyboardHint() {
    return t`Keyboard: select the map, then use the arrow keys to move and the + and − keys to zoom; Tab steps through the retailers.`
  },
  zoomLevel: (zoom: number) => t`Map zoom level ${zoom}`,
  /** The map's + and − buttons, and the title of Leaflet's link in the corner. */
  get zoomIn() {
    return t`Zoom in`
  },
  get zoomOut() {
    return t`Zoom out`
  },
  get leafletTitle() {
    return t`A JavaScript library for interactive maps`
  },
  get loading() {
    return t`Loading retailer locations…`
  },
  get noData() {
    return t`No valid coordinate data found in 'maplist'.`
  },
  loadError: (message: string) => t`Error loading data: ${message}`,
  /** Under the error box when the records could not be read. */
  get retry() {
    return t`Retry`
  },
  get listTitle() {
    return t`Retailers on the map`
  },
  get listIntro() {
    return t`The same retailers as on the map, grouped by total amount.`
  },
  retailerCount: (count: number) => plural(count, { one: '# retailer', other: '# retailers' }),
  unnamedRetailer: (position: number) => t`Retailer ${position}`,
  /** HTML, as Leaflet shows it in the map's corner. */
  get tileAttribution() {
    const openStreetMap = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
    return t`&copy; ${openStreetMap} contributors`
  },
} as const
