/**
 * The retailer map in a real browser: Leaflet's SVG circles, one per retailer in its band's
 * colour, named on hover and on focus, and the map reached and zoomed by keyboard. The page's
 * other states (loading, no data, the error box and Retry, the list of retailers by band) are
 * checked by src/features/locate/locate-page.test.tsx; its load, head, axe with the map drawn and
 * Leaflet fetched on this page only by route-sweep.spec.ts; a failed read and its Retry by
 * shell.spec.ts.
 */
import { paths } from '../src/config/paths'
import { locateContent } from '../src/features/locate/locate-content'
import { bandLabel } from '../src/features/locate/map-bands'
import type { AmountBand } from '../src/features/locate/map-records'
import { expect, test, type Page } from './fixtures'
import { tabTo } from './support/keyboard'
import { leafletCssLoaded } from './support/locate'
import { standInThirdParties } from './support/policy'
import { seed } from './support/seed'

interface SeededRetailer {
  name: string
  /** As stored; missing counts as 0. */
  totalAmount?: number
  band: AmountBand
}

/**
 * The seed's drawable retailers, in its order, each with the band its total amount falls in:
 * 50000 or more green, 10000 to under 50000 yellow, below 10000 red. Written out rather than
 * worked out with the page's own code, so that a wrong threshold in the page fails here.
 */
const SEEDED_RETAILERS: readonly SeededRetailer[] = [
  { name: 'Shree Ganesh Kirana Store', totalAmount: 125000, band: 'green' },
  { name: 'Agarwal Provision Store', totalAmount: 87650, band: 'green' },
  { name: 'Jain Trading Company', totalAmount: 50000, band: 'green' },
  { name: 'Maheshwari Dal Bhandar', totalAmount: 64200, band: 'green' },
  { name: 'Khandelwal Traders', totalAmount: 98500, band: 'green' },
  { name: 'Mittal Supermart', totalAmount: 73900.5, band: 'green' },
  { name: 'Shyam Kirana & General Store', totalAmount: 49999, band: 'yellow' },
  { name: 'Sharma Anaj Bhandar', totalAmount: 10000, band: 'yellow' },
  { name: 'Goyal Provision Centre', totalAmount: 31200, band: 'yellow' },
  { name: 'Balaji Kirana Mart', totalAmount: 18450, band: 'yellow' },
  { name: 'Gupta Grain Merchants', totalAmount: 27600, band: 'yellow' },
  { name: 'Rathore General Store', totalAmount: 12800, band: 'yellow' },
  { name: 'Saini Kirana Store', totalAmount: 44100, band: 'yellow' },
  { name: 'Laxmi Narayan Traders', totalAmount: 22750, band: 'yellow' },
  { name: 'Vijay Provision Store', totalAmount: 9999, band: 'red' },
  { name: 'Mangalam Kirana', totalAmount: 8200, band: 'red' },
  { name: 'Hari Om Anaj Shop', totalAmount: 4350, band: 'red' },
  { name: 'Kumawat General Store', totalAmount: 1200, band: 'red' },
  { name: 'Choudhary Traders', totalAmount: 650, band: 'red' },
  { name: 'Sanganer Provision Store', totalAmount: 2900, band: 'red' },
  { name: 'Bani Park Daily Needs', totalAmount: 0, band: 'red' },
  { name: 'Durgapura Kirana Point', band: 'red' },
  { name: 'Nirman Nagar Fresh Mart', band: 'red' },
  { name: 'Jawahar Nagar Grain Store', band: 'red' },
]
/**
 * Each band's fill, written out like the bands above: green, yellow and vermilion from the
 * Okabe–Ito colour-blind-safe set, so a band drawn in another band's colour fails here.
 */
const BAND_FILL: Record<AmountBand, string> = {
  green: '#009e73',
  yellow: '#f0e442',
  red: '#d55e00',
}
/** Seed records whose coordinates are missing or not numbers: never drawn. */
const SEEDED_BAD_RECORDS = 3
/** The northernmost drawn retailer: circles are drawn, and tabbed through, north first. */
const NORTHERNMOST: SeededRetailer = { name: 'Mangalam Kirana', band: 'red' }

/** A circle's accessible name: the retailer and its band. */
const circleName = ({ name, band }: SeededRetailer) => `${name}, ${bandLabel(band)}`

const circles = (page: Page) => page.locator('.leaflet-overlay-pane path.leaflet-interactive')
const tooltip = (page: Page) => page.locator('.leaflet-tooltip')
/** The polite live region that reports the zoom level, e.g. "Map zoom level 12". */
const ZOOM_TEXT = new RegExp(`^${locateContent.zoomLevel(0).replace('0', '\\d+')}$`)
const zoomStatus = (page: Page) => page.getByText(ZOOM_TEXT)

async function currentZoom(page: Page): Promise<number> {
  return Number(/\d+/.exec((await zoomStatus(page).textContent()) ?? '')?.[0])
}

// Reduced motion turns off Leaflet's zoom animation, so each key press lands at once.
test.use({ reducedMotion: 'reduce' })

test('the map draws each retailer in its band’s colour, names it on hover and on focus, and zooms by keyboard', async ({
  page,
  context,
}) => {
  // The table above is the seed: its drawable records by name and amount, plus the bad ones.
  expect(seed.maplist).toHaveLength(SEEDED_RETAILERS.length + SEEDED_BAD_RECORDS)
  for (const { name, totalAmount } of SEEDED_RETAILERS) {
    expect(seed.maplist.find((record) => record.name === name)?.totalAmount, name).toBe(totalAmount)
  }

  await standInThirdParties(context)
  await page.goto(paths.locate)
  await expect(circles(page)).toHaveCount(SEEDED_RETAILERS.length)
  const drawn = await circles(page).evaluateAll((elements) =>
    elements.map((path) => `${path.getAttribute('aria-label')} → ${path.getAttribute('fill')}`),
  )
  expect(drawn.sort()).toEqual(
    SEEDED_RETAILERS.map((r) => `${circleName(r)} → ${BAND_FILL[r.band]}`).sort(),
  )
  // The map's stylesheet came with it (and with no other page: blog.spec.ts).
  expect(await leafletCssLoaded(page)).toBe(true)

  // A pointer on a circle names the retailer and its band; moved away, the name goes.
  await circles(page).first().hover()
  await expect(tooltip(page)).toContainText(NORTHERNMOST.name)
  await expect(tooltip(page)).toContainText(bandLabel(NORTHERNMOST.band))
  await page.mouse.move(0, 0)
  await expect(tooltip(page)).toBeHidden()

  // By keyboard: the map is a tab stop, + and − zoom it.
  const map = page.getByRole('region', { name: locateContent.mapLabel })
  await tabTo(page, map)
  const start = await currentZoom(page)
  await page.keyboard.press('+')
  await expect(zoomStatus(page)).toHaveText(locateContent.zoomLevel(start + 1))
  await page.keyboard.press('-')
  await expect(zoomStatus(page)).toHaveText(locateContent.zoomLevel(start))

  // Tab walks the circles in reading order (north first), each naming itself on focus...
  await page.keyboard.press('Tab')
  await expect(page.getByRole('img', { name: circleName(NORTHERNMOST) })).toBeFocused()
  await expect(tooltip(page)).toContainText(NORTHERNMOST.name)
  // ...one stop per retailer, and after the last come the zoom buttons.
  for (let i = 1; i < SEEDED_RETAILERS.length; i += 1) await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(zoomStatus(page)).toHaveText(locateContent.zoomLevel(start + 1))
})
