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
 * Brings every lazily loaded part of the page in (images, sections whose code loads as they near
 * the viewport) by passing through it a screen at a time, then back to the top; and waits until
 * no finite animation or transition is running (colours caught mid-fade would read as low
 * contrast). Under `reducedMotion: 'reduce'` nothing fades in on the way. Each step waits for the
 * browser to draw it (so the page's intersection observers see it), or 50 ms where headless
 * Chromium draws no frame at all, which it now and then does: a bare animation-frame wait hung.
 */
export async function bringEverythingIn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const drawn = () =>
      Promise.race([
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        new Promise((done) => setTimeout(done, 50)),
      ])
    const step = Math.max(200, window.innerHeight - 100)
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await drawn()
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    await drawn()
  })
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
