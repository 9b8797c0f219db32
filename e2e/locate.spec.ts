import { readFileSync } from 'node:fs'
import { expect, FIRESTORE_ROUTE, test, type Page } from './fixtures'
import { paths } from '../src/config/paths'
import { locateContent } from '../src/features/locate/locate-content'
import { BAND_ORDER, bandLabel } from '../src/features/locate/map-bands'
import type { AmountBand } from '../src/features/locate/map-records'
import { expectNoA11yViolations } from './a11y'

const seeded = JSON.parse(
  readFileSync(new URL('../seed/maplist.json', import.meta.url), 'utf8'),
) as Record<string, unknown>[]

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

/** OpenStreetMap-style tile addresses ({z}/{x}/{y}.png); there is no internet here, so fail them fast. */
const TILE = /\/\d+\/\d+\/\d+\.png(\?.*)?$/

const circles = (page: Page) => page.locator('.leaflet-overlay-pane path.leaflet-interactive')
/** The polite live region that reports the zoom level, e.g. "Map zoom level 12". */
const ZOOM_TEXT = new RegExp(`^${locateContent.zoomLevel(0).replace('0', '\\d+')}$`)
const zoomStatus = (page: Page) => page.getByText(ZOOM_TEXT)

async function openLocate(page: Page): Promise<void> {
  await page.route(TILE, (route) => route.abort())
  await page.goto(paths.locate)
  await expect(page.getByRole('heading', { level: 1, name: locateContent.title })).toBeVisible()
}

/** Whether any loaded stylesheet carries Leaflet's rules. */
function leafletCssLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => {
      try {
        return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.leaflet-pane'))
      } catch {
        return false
      }
    }),
  )
}

async function currentZoom(page: Page): Promise<number> {
  const text = (await zoomStatus(page).textContent()) ?? ''
  return Number(/\d+/.exec(text)?.[0])
}

test.describe('Locate Us map', () => {
  test('draws one circle per seeded record with coordinates, each in its amount’s colour', async ({
    page,
  }) => {
    // The table above is the seed: its drawable records by name and amount, plus the bad ones.
    expect(seeded).toHaveLength(SEEDED_RETAILERS.length + SEEDED_BAD_RECORDS)
    for (const { name, totalAmount } of SEEDED_RETAILERS) {
      expect(seeded.find((record) => record.name === name)?.totalAmount, name).toBe(totalAmount)
    }
    for (const band of BAND_ORDER) {
      expect(SEEDED_RETAILERS.some((retailer) => retailer.band === band)).toBe(true)
    }

    await openLocate(page)
    await expect(circles(page)).toHaveCount(SEEDED_RETAILERS.length)
    for (const retailer of SEEDED_RETAILERS) {
      const circle = page.getByRole('img', { name: circleName(retailer), exact: true })
      await expect(circle).toHaveAttribute('fill', BAND_FILL[retailer.band])
    }

    const legend = page.getByRole('figure', { name: locateContent.legendTitle })
    for (const band of BAND_ORDER) await expect(legend).toContainText(bandLabel(band))
  })

  test('names the retailer and its band on hover, and lists every retailer as text', async ({
    page,
  }) => {
    await openLocate(page)
    await circles(page).first().hover()
    const tooltip = page.locator('.leaflet-tooltip')
    await expect(tooltip).toContainText(NORTHERNMOST.name)
    await expect(tooltip).toContainText(bandLabel(NORTHERNMOST.band))

    const list = page.getByRole('region', { name: locateContent.listTitle })
    await expect(list.getByRole('listitem')).toHaveCount(SEEDED_RETAILERS.length)
    for (const band of BAND_ORDER) {
      const group = list.getByRole('region', { name: bandLabel(band) })
      const names = SEEDED_RETAILERS.filter((retailer) => retailer.band === band).map((r) => r.name)
      await expect(group.getByRole('listitem')).toHaveText(names)
    }
  })

  test('the map is reachable and zoomable by keyboard alone', async ({ page }) => {
    // Reduced motion turns off Leaflet's zoom animation, so each key press lands at once.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openLocate(page)
    await expect(circles(page)).toHaveCount(SEEDED_RETAILERS.length)
    const map = page.getByRole('region', { name: locateContent.mapLabel })
    for (let i = 0; i < 60; i += 1) {
      if (await map.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(map).toBeFocused()

    const start = await currentZoom(page)
    await page.keyboard.press('+')
    await expect(zoomStatus(page)).toHaveText(locateContent.zoomLevel(start + 1))
    await page.keyboard.press('-')
    await expect(zoomStatus(page)).toHaveText(locateContent.zoomLevel(start))

    // Tab walks the circles in reading order (north first), each showing its tooltip on focus.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('img', { name: circleName(NORTHERNMOST) })).toBeFocused()
    await expect(page.locator('.leaflet-tooltip')).toContainText(NORTHERNMOST.name)

    // After the last circle come the zoom buttons.
    for (let i = 1; i < SEEDED_RETAILERS.length; i += 1) await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(zoomStatus(page)).toHaveText(locateContent.zoomLevel(start + 1))
  })

  test('shows a loading indicator until the records arrive', async ({ page }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(FIRESTORE_ROUTE, async (route) => {
      await released
      await route.fallback()
    })
    await openLocate(page)
    await expect(page.getByRole('status').filter({ hasText: locateContent.loading })).toBeVisible()
    await expect(circles(page)).toHaveCount(0)
    release()
    await expect(circles(page)).toHaveCount(SEEDED_RETAILERS.length)
    await expect(page.getByRole('status').filter({ hasText: locateContent.loading })).toHaveCount(0)
  })

  test('Leaflet and its CSS load with the map route only', async ({ page }) => {
    await page.route(TILE, (route) => route.abort())
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await leafletCssLoaded(page)).toBe(false)
    await page.getByRole('banner').getByRole('link', { name: 'Locate Us' }).first().click()
    await expect(circles(page)).toHaveCount(SEEDED_RETAILERS.length)
    expect(await leafletCssLoaded(page)).toBe(true)
  })

  test('a Firestore failure shows the error box with the message', async ({ page }) => {
    await page.route(FIRESTORE_ROUTE, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          error: { code: 500, message: 'Backend unavailable', status: 'INTERNAL' },
        }),
      }),
    )
    await openLocate(page)
    const alert = page.getByRole('alert').filter({ hasText: locateContent.loadError('') })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Backend unavailable')
    await expect(circles(page)).toHaveCount(0)
  })

  test('after a failed read, Retry reads the records again and draws the map', async ({ page }) => {
    let failMaplist = true
    await page.route(FIRESTORE_ROUTE, (route) => {
      const readsMaplist = (route.request().postData() ?? '').includes('"maplist"')
      return failMaplist && readsMaplist ? route.abort('failed') : route.fallback()
    })
    await openLocate(page)
    const alert = page.getByRole('alert').filter({ hasText: locateContent.loadError('') })
    await expect(alert).toBeVisible()
    await expect(circles(page)).toHaveCount(0)

    failMaplist = false
    // From the keyboard, as on the other pages' Retry buttons.
    await page.getByRole('button', { name: locateContent.retry }).focus()
    await page.keyboard.press('Enter')
    await expect(circles(page)).toHaveCount(SEEDED_RETAILERS.length)
    await expect(page.getByRole('figure', { name: locateContent.legendTitle })).toBeVisible()
    await expect(alert).toHaveCount(0)
  })

  test('an unreachable Firestore shows the error box too', async ({ page }) => {
    await page.route(FIRESTORE_ROUTE, (route) => route.abort())
    await openLocate(page)
    await expect(
      page.getByRole('alert').filter({ hasText: locateContent.loadError('') }),
    ).toBeVisible()
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
  })

  test('an empty maplist shows the no-data message', async ({ page }) => {
    await page.route(FIRESTORE_ROUTE, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify([{ readTime: '2026-01-01T00:00:00Z' }]),
      }),
    )
    await openLocate(page)
    await expect(page.getByText(locateContent.noData)).toBeVisible()
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
  })

  test('has no accessibility violations with the map drawn', async ({ page }) => {
    await openLocate(page)
    await expect(circles(page)).toHaveCount(SEEDED_RETAILERS.length)
    await expectNoA11yViolations(page)
  })
})
