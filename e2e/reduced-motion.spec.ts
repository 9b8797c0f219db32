/**
 * Motion that starts by itself (the hero slideshow, the best-seller cards, the featured carousels
 * and the client marquee): still under prefers-reduced-motion, and stoppable with its own button
 * otherwise (WCAG 2.2.2). Real time passes here, longer than each of their intervals, so the
 * checks hold however the motion is driven (timers, CSS or animation frames).
 */
import { STORAGE_KEYS, TIMINGS } from '../src/config/constants'
import { paths } from '../src/config/paths'
import { uiText } from '../src/config/ui-text'
import { blogCopy } from '../src/features/blog/blog-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import {
  clientSection,
  hero,
  motionControls,
  pauseButtonText,
} from '../src/features/home/home-content'
import { expect, test, type Locator, type Page } from './fixtures'

/** Comfortably past an interval, so one step would certainly have happened. */
const pastInterval = (ms: number) => ms + 1500

const heroImage = (page: Page) => page.getByTestId('hero-slideshow').locator('img[data-current]')
const heroSrc = (page: Page) => heroImage(page).getAttribute('src')
const cardName = (page: Page) =>
  page.getByTestId('best-seller-card').first().getByRole('heading').textContent()
const marqueeTrack = (page: Page) => page.getByTestId('client-marquee-track')
/** The track's horizontal offset in px (0 when it does not move). */
const marqueeOffset = (page: Page) =>
  marqueeTrack(page).evaluate((el) => {
    const transform = getComputedStyle(el).transform
    return transform === 'none' ? 0 : new DOMMatrix(transform).m41
  })
/** The accessible name of the slide a carousel shows, e.g. "2 of 3: Masoor Dal". */
const currentSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label')

const featuredProducts = (page: Page) =>
  page.getByRole('region', { name: catalogCopy.featuredLabel })
const featuredStories = (page: Page) => page.getByRole('region', { name: blogCopy.carouselLabel })
const pauseButton = (page: Page, what: string) =>
  page.getByRole('button', { name: pauseButtonText.label(pauseButtonText.pause, what) })
const playButton = (page: Page, what: string) =>
  page.getByRole('button', { name: pauseButtonText.label(pauseButtonText.play, what) })

async function consentGiven(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ choice: 'accepted', at: '2025-01-01' }))
  }, STORAGE_KEYS.consent)
}

async function openHome(page: Page): Promise<void> {
  await page.goto(paths.home)
  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
  await page.getByRole('heading', { name: clientSection.title }).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

async function openCarousel(page: Page, path: string, carousel: (page: Page) => Locator) {
  await page.goto(path)
  await expect(carousel(page)).toBeVisible({ timeout: 20_000 })
  return carousel(page)
}

/**
 * Carousels also pause while hovered or focused; take the pointer and focus away so only the
 * pause button (or its absence) decides.
 */
async function leaveAlone(page: Page): Promise<void> {
  await page.mouse.move(0, 0)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

test.beforeEach(async ({ page }) => consentGiven(page))

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' })

  test('home: the hero, the best-seller cards and the client logos stay still', async ({
    page,
  }) => {
    await openHome(page)
    const src = await heroSrc(page)
    const name = await cardName(page)
    const offset = await marqueeOffset(page)
    await expect(marqueeTrack(page)).toHaveCSS('animation-name', 'none')

    await page.waitForTimeout(
      pastInterval(Math.max(TIMINGS.heroSlideMs, TIMINGS.bestSellerToggleMs)),
    )
    expect(await heroSrc(page)).toBe(src)
    expect(await cardName(page)).toBe(name)
    expect(await marqueeOffset(page)).toBe(offset)
    // Nothing moves, so nothing needs a pause button.
    for (const what of Object.values(motionControls)) {
      await expect(pauseButton(page, what)).toHaveCount(0)
    }
  })

  for (const { name, path, carousel, intervalMs } of [
    {
      name: 'products: the featured carousel stays on its slide',
      path: paths.products,
      carousel: featuredProducts,
      intervalMs: TIMINGS.featuredCarouselMs,
    },
    {
      name: 'blog: the featured stories stay on their slide',
      path: paths.blogs,
      carousel: featuredStories,
      intervalMs: TIMINGS.blogCarouselMs,
    },
  ]) {
    test(name, async ({ page }) => {
      const region = await openCarousel(page, path, carousel)
      await leaveAlone(page)
      const slide = await currentSlide(region)
      await page.waitForTimeout(pastInterval(intervalMs))
      expect(await currentSlide(region)).toBe(slide)
      await expect(region.getByRole('button', { name: uiText.carousel.pause })).toHaveCount(0)
      // The arrows still step through it by request.
      await region.getByRole('button', { name: uiText.carousel.next }).click()
      await expect.poll(() => currentSlide(region)).not.toBe(slide)
    })
  }
})

test.describe('without a motion preference, every moving part can be paused', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('home: hero slideshow and best-seller cards', async ({ page }) => {
    test.slow() // waits out each interval in real time, paused and playing
    await openHome(page)
    // They do move by themselves…
    const firstSrc = await heroSrc(page)
    const firstName = await cardName(page)
    await expect
      .poll(() => heroSrc(page), { timeout: pastInterval(TIMINGS.heroSlideMs) })
      .not.toBe(firstSrc)
    await expect
      .poll(() => cardName(page), { timeout: pastInterval(TIMINGS.bestSellerToggleMs) })
      .not.toBe(firstName)

    // …until paused.
    await pauseButton(page, motionControls.hero).click()
    await pauseButton(page, motionControls.bestSellers).click()
    await leaveAlone(page)
    const src = await heroSrc(page)
    const name = await cardName(page)
    await page.waitForTimeout(
      pastInterval(Math.max(TIMINGS.heroSlideMs, TIMINGS.bestSellerToggleMs)),
    )
    expect(await heroSrc(page)).toBe(src)
    expect(await cardName(page)).toBe(name)

    // Play starts them again.
    await playButton(page, motionControls.hero).click()
    await leaveAlone(page)
    await expect
      .poll(() => heroSrc(page), { timeout: pastInterval(TIMINGS.heroSlideMs) })
      .not.toBe(src)
  })

  test('home: the client marquee', async ({ page }) => {
    await openHome(page)
    const frame = page.getByTestId('client-marquee-frame')
    await frame.scrollIntoViewIfNeeded()
    await leaveAlone(page)
    const start = await marqueeOffset(page)
    await expect.poll(() => marqueeOffset(page)).not.toBe(start)

    await pauseButton(page, motionControls.clients).click()
    await leaveAlone(page)
    const paused = await marqueeOffset(page)
    await page.waitForTimeout(1500)
    expect(await marqueeOffset(page)).toBe(paused)

    await playButton(page, motionControls.clients).click()
    await leaveAlone(page)
    await expect.poll(() => marqueeOffset(page)).not.toBe(paused)
  })

  for (const { name, path, carousel, intervalMs } of [
    {
      name: 'products: featured carousel',
      path: paths.products,
      carousel: featuredProducts,
      intervalMs: TIMINGS.featuredCarouselMs,
    },
    {
      name: 'blog: featured stories',
      path: paths.blogs,
      carousel: featuredStories,
      intervalMs: TIMINGS.blogCarouselMs,
    },
  ]) {
    test(name, async ({ page }) => {
      test.slow() // waits out the interval in real time, paused and playing
      const region = await openCarousel(page, path, carousel)
      await leaveAlone(page)
      const first = await currentSlide(region)
      await expect
        .poll(() => currentSlide(region), { timeout: pastInterval(intervalMs) })
        .not.toBe(first)

      await region.getByRole('button', { name: uiText.carousel.pause }).click()
      await leaveAlone(page)
      const paused = await currentSlide(region)
      await page.waitForTimeout(pastInterval(intervalMs))
      expect(await currentSlide(region)).toBe(paused)

      await region.getByRole('button', { name: uiText.carousel.play }).click()
      await leaveAlone(page)
      await expect
        .poll(() => currentSlide(region), { timeout: pastInterval(intervalMs) })
        .not.toBe(paused)
    })
  }
})
