import { readFileSync } from 'node:fs'
import { CATALOG_CACHE, STORAGE_KEYS } from '../src/config/constants'
import { paths } from '../src/config/paths'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import type { ProductRecord } from '../src/lib/schema'
import { expect, FIRESTORE_ROUTE, holdFirestore, test, type Page } from './fixtures'

const seed: (ProductRecord & { id: string })[] = JSON.parse(
  readFileSync(new URL('../seed/products.json', import.meta.url), 'utf8'),
)

const FIRESTORE = FIRESTORE_ROUTE
const PRODUCTS_KEY = `${STORAGE_KEYS.catalogCachePrefix}products`

const grid = (page: Page) => page.getByRole('region', { name: catalogCopy.allHeading })
const cardNames = (page: Page) => grid(page).getByRole('article').getByRole('heading')
const buyButtons = (page: Page) => grid(page).getByRole('article').getByRole('button')
const busyGrid = (page: Page) => grid(page).locator('[aria-busy="true"]')

const storedProducts = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as { v: number; items: unknown[] }) : null
  }, PRODUCTS_KEY)

/** A first visit: the catalogue arrives from Firestore and a copy is stored for the next one. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto(paths.products)
  // Generous for the first visit to a cold dev server.
  await expect(cardNames(page)).toHaveCount(seed.length, { timeout: 20_000 })
  await expect.poll(async () => (await storedProducts(page))?.items.length).toBe(seed.length)
}

test.describe('repeat visits', () => {
  test('a reload shows the stored catalogue at once while Firestore does not answer', async ({
    page,
  }) => {
    await firstVisit(page)
    const release = await holdFirestore(page)
    await page.reload()
    await expect(cardNames(page)).toHaveCount(seed.length)
    // The stored copy has its prices, unlike the build's copy in the HTML: buying works at once.
    await expect(buyButtons(page).first()).toBeEnabled()
    await expect(busyGrid(page)).toHaveCount(0)
    release()
  })

  test('a failed refresh keeps the stored catalogue instead of an error', async ({ page }) => {
    await firstVisit(page)
    let failed = 0
    await page.route(FIRESTORE, async (route) => {
      failed++
      await route.abort('failed')
    })
    await page.reload()
    await expect(cardNames(page)).toHaveCount(seed.length)
    await expect.poll(() => failed).toBeGreaterThan(0)
    // Give the failure time to reach the page: it must not replace the products.
    await page.waitForTimeout(500)
    await expect(grid(page)).not.toContainText(catalogCopy.loadErrorTitle)
    await expect(cardNames(page)).toHaveCount(seed.length)
  })

  test('the background refresh replaces the stored catalogue', async ({ page }) => {
    await firstVisit(page)
    const removed = seed[0]
    if (!removed) throw new Error('empty seed')
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route(FIRESTORE, async (route) => {
      if (!(route.request().postData() ?? '').includes('"products"')) return route.fallback()
      // The live catalogue has lost its first product since the last visit.
      const response = await route.fetch()
      const rows = (await response.json()) as { document?: { name?: string } }[]
      const json = rows.filter((row) => !row.document?.name?.endsWith(`/products/${removed.id}`))
      await answered
      await route.fulfill({ response, json })
    })
    await page.reload()
    await expect(cardNames(page)).toHaveCount(seed.length)
    answer()
    await expect(cardNames(page)).toHaveCount(seed.length - 1)
    await expect(
      grid(page).getByRole('article', { name: removed.product, exact: true }),
    ).toHaveCount(0)
    await expect.poll(async () => (await storedProducts(page))?.items.length).toBe(seed.length - 1)
  })

  test('a corrupted stored copy is ignored: the page starts as on a first visit', async ({
    page,
  }) => {
    await page.addInitScript(
      ({ key, version }) => localStorage.setItem(key, `{"v":${version},"savedAt":1,"items":[{"id"`),
      { key: PRODUCTS_KEY, version: CATALOG_CACHE.version },
    )
    const release = await holdFirestore(page)
    await page.goto(paths.products)
    // The build's copy from the HTML: the products, but no prices yet, so nothing to buy.
    await expect(cardNames(page)).toHaveCount(seed.length)
    await expect(busyGrid(page)).toHaveCount(1)
    await expect(buyButtons(page).first()).toBeDisabled()
    release()
    await expect(busyGrid(page)).toHaveCount(0)
    await expect(buyButtons(page).first()).toBeEnabled()
    await expect.poll(async () => (await storedProducts(page))?.v).toBe(CATALOG_CACHE.version)
  })

  test('a corrupted stored copy and a failed read end in the usual error with Retry', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'not json'), PRODUCTS_KEY)
    await page.route(FIRESTORE, (route) => route.abort('failed'))
    await page.goto(paths.products)
    await expect(grid(page)).toContainText(catalogCopy.loadErrorTitle, { timeout: 20_000 })
    await page.unroute(FIRESTORE)
    await grid(page).getByRole('button', { name: catalogCopy.retry }).click()
    await expect(cardNames(page)).toHaveCount(seed.length)
  })
})
