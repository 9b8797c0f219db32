import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { messages } from '../src/config/messages'
import { paths } from '../src/config/paths'
import { locateContent } from '../src/features/locate/locate-content'
import { BAND_ORDER, BAND_STYLE, bandLabel, retailerName } from '../src/features/locate/map-bands'
import { inReadingOrder, toRetailerPoints } from '../src/features/locate/map-records'
import { expectNoA11yViolations } from './a11y'

const seeded = JSON.parse(
  readFileSync(new URL('../seed/maplist.json', import.meta.url), 'utf8'),
) as Record<string, unknown>[]
/** What the map should draw, by the same rules the page uses. */
const expectedPoints = toRetailerPoints(seeded)

const FIRESTORE = '**/v1/projects/**'
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
  test('draws one circle per seeded record with coordinates, in all three colours', async ({
    page,
  }) => {
    expect(expectedPoints.length).toBeLessThan(seeded.length) // the seed includes bad records
    await openLocate(page)
    await expect(circles(page)).toHaveCount(expectedPoints.length)

    const fills = await circles(page).evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('fill')),
    )
    for (const band of BAND_ORDER) {
      const inBand = expectedPoints.filter((point) => point.band === band).length
      expect(inBand, `the seed has ${band} retailers`).toBeGreaterThan(0)
      expect(fills.filter((fill) => fill === BAND_STYLE[band].fill)).toHaveLength(inBand)
    }

    const legend = page.getByRole('figure', { name: locateContent.legendTitle })
    for (const band of BAND_ORDER) await expect(legend).toContainText(bandLabel(band))
  })

  test('names the retailer and its band on hover, and lists every retailer as text', async ({
    page,
  }) => {
    await openLocate(page)
    // Circles are drawn in reading order, so the first one is the northernmost retailer.
    const [northernmost] = inReadingOrder(expectedPoints)
    if (!northernmost) throw new Error('seed/maplist.json has no usable records')
    await circles(page).first().hover()
    const tooltip = page.locator('.leaflet-tooltip')
    await expect(tooltip).toContainText(retailerName(northernmost))
    await expect(tooltip).toContainText(bandLabel(northernmost.band))

    const list = page.getByRole('region', { name: locateContent.listTitle })
    await expect(list.getByRole('listitem')).toHaveCount(expectedPoints.length)
    for (const band of BAND_ORDER) {
      const group = list.getByRole('region', { name: bandLabel(band) })
      const names = expectedPoints.filter((p) => p.band === band).map(retailerName)
      await expect(group.getByRole('listitem')).toHaveText(names)
    }
  })

  test('the map is reachable and zoomable by keyboard alone', async ({ page }) => {
    // Reduced motion turns off Leaflet's zoom animation, so each key press lands at once.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openLocate(page)
    await expect(circles(page)).toHaveCount(expectedPoints.length)
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
    const [northernmost] = inReadingOrder(expectedPoints)
    if (!northernmost) throw new Error('seed/maplist.json has no usable records')
    const label = `${retailerName(northernmost)}, ${bandLabel(northernmost.band)}`
    await page.keyboard.press('Tab')
    await expect(page.getByRole('img', { name: label })).toBeFocused()
    await expect(page.locator('.leaflet-tooltip')).toContainText(retailerName(northernmost))

    // After the last circle come the zoom buttons.
    for (let i = 1; i < expectedPoints.length; i += 1) await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(zoomStatus(page)).toHaveText(locateContent.zoomLevel(start + 1))
  })

  test('shows a loading indicator until the records arrive', async ({ page }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(FIRESTORE, async (route) => {
      await released
      await route.fallback()
    })
    await openLocate(page)
    await expect(page.getByRole('status').filter({ hasText: locateContent.loading })).toBeVisible()
    await expect(circles(page)).toHaveCount(0)
    release()
    await expect(circles(page)).toHaveCount(expectedPoints.length)
    await expect(page.getByRole('status').filter({ hasText: locateContent.loading })).toHaveCount(0)
  })

  test('Leaflet and its CSS load with the map route only', async ({ page }) => {
    await page.route(TILE, (route) => route.abort())
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await leafletCssLoaded(page)).toBe(false)
    await page.getByRole('banner').getByRole('link', { name: 'Locate Us' }).first().click()
    await expect(circles(page)).toHaveCount(expectedPoints.length)
    expect(await leafletCssLoaded(page)).toBe(true)
  })

  test('a Firestore failure shows the error box with the message', async ({ page }) => {
    await page.route(FIRESTORE, (route) =>
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
    const alert = page.getByRole('alert').filter({ hasText: messages.map.loadError('') })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Backend unavailable')
    await expect(circles(page)).toHaveCount(0)
  })

  test('an unreachable Firestore shows the error box too', async ({ page }) => {
    await page.route(FIRESTORE, (route) => route.abort())
    await openLocate(page)
    await expect(
      page.getByRole('alert').filter({ hasText: messages.map.loadError('') }),
    ).toBeVisible()
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
  })

  test('an empty maplist shows the no-data message', async ({ page }) => {
    await page.route(FIRESTORE, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify([{ readTime: '2026-01-01T00:00:00Z' }]),
      }),
    )
    await openLocate(page)
    await expect(page.getByText(messages.map.noData)).toBeVisible()
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
  })

  test('has no accessibility violations with the map drawn', async ({ page }) => {
    await openLocate(page)
    await expect(circles(page)).toHaveCount(expectedPoints.length)
    await expectNoA11yViolations(page)
  })
})
