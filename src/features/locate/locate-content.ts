/** The copy of the Locate Us page, with its fixed messages verbatim. */
export const locateContent = {
  title: 'Locate Us',
  description:
    'Find Sunehri Fasal Traders retailers around Jaipur on the map, coloured by their total order amount.',
  intro: 'Retailers stocking our pulses, grains and sugar, coloured by total order amount.',
  legendTitle: 'Total amount',
  mapLabel: 'Map of retailers',
  keyboardHint:
    'Keyboard: select the map, then use the arrow keys to move and the + and − keys to zoom; Tab steps through the retailers.',
  zoomLevel: (zoom: number) => `Map zoom level ${zoom}`,
  loading: 'Loading retailer locations…',
  noData: "No valid coordinate data found in 'maplist'.",
  loadError: (message: string) => `Error loading data: ${message}`,
  /** Under the error box when the records could not be read. */
  retry: 'Retry',
  listTitle: 'Retailers on the map',
  listIntro: 'The same retailers as on the map, grouped by total amount.',
  retailerCount: (count: number) => (count === 1 ? '1 retailer' : `${count} retailers`),
  unnamedRetailer: (position: number) => `Retailer ${position}`,
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const
