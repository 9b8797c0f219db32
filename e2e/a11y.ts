import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.1 A and AA: the level the site commits to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. third-party widgets the site cannot fix. */
  exclude?: string[]
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[]
}

/**
 * Runs axe on the page as it is now and fails with a readable list (rule, impact, help and the
 * offending elements) rather than a raw result object.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)
  const { violations } = await builder.analyze()
  const report = violations.map((v) => {
    const targets = v.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')
    return `${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n  ${v.helpUrl}\n${targets}`
  })
  expect(report, `accessibility violations on ${page.url()}`).toEqual([])
}

/** The two widths every route is checked at: a laptop and a phone (below the 768 px breakpoint). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const

/**
 * Embedded third-party pages (the office map, blog videos) and map tiles come from hosts outside
 * the local stack, and there is no internet here: frames get a small stand-in document (so axe
 * can look inside them instead of at a browser error page) and everything else fails fast.
 */
export async function standInThirdParties(page: Page): Promise<void> {
  await page.route(/^https:\/\//, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Stand-in</title><p>Embedded content</p></html>',
        })
      : route.abort(),
  )
}

/**
 * Scrolls through the whole page so lazy images, lazily loaded sections and scroll-in reveals have
 * all happened, then waits until no finite animation or transition is running: colours caught
 * mid-fade would read as low contrast. (Endless ones, like the client marquee, never finish.)
 */
export async function settlePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  // The last reveals start a frame or two after they scroll into view.
  await page.waitForTimeout(150)
  await animationsFinished(page)
}

/** Waits until no finite animation or transition is running (endless ones never finish). */
export async function animationsFinished(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === 'running' &&
                  a.effect?.getComputedTiming().iterations !== Infinity,
              ).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0)
}
