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
