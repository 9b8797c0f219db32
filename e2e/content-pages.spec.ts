/**
 * The content pages (about, services, the four policies) and the footer, for what only a browser
 * proves: a policy's text column and its contents used by keyboard at a laptop's width and, folded
 * behind a toggle, at a phone's (axe with them open); the footer's office map, fetched only when
 * its dialog opens, holding focus, closing with Escape or Back (axe with it open); and the
 * footer's Contact Us link landing on the home page's form.
 *
 * The pages' words, counts and heading outlines are proven by their component tests
 * (src/features/{about,services,legal}/*.test.tsx, src/app/footer/site-footer.test.tsx); every
 * page's shell, head, axe, overflow and touch targets at both widths by route-sweep.spec.ts.
 */
import { paths } from '../src/config/paths'
import { site } from '../src/config/site'
import { uiText } from '../src/config/ui-content'
import { aboutHero } from '../src/features/about/about-content'
import { contactSection } from '../src/features/home/home-content'
import { shippingPolicy } from '../src/features/legal/content/shipping'
import { legalCopy } from '../src/features/legal/legal-content'
import { appIsLive, consentGiven, expect, test, type Page } from './fixtures'
import { animationsFinished, expectNoA11yViolations } from './support/a11y'
import { expectFocusTrapped, shiftTabTo } from './support/keyboard'
import { standInThirdParties } from './support/policy'

/** A comfortable line length: the policy's column stays near 65 characters on a wide screen. */
const MAX_TEXT_COLUMN_PX = 720

const contents = (page: Page) => page.getByRole('navigation', { name: legalCopy.onThisPage })
const sectionHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true })
const footer = (page: Page) => page.getByRole('contentinfo')

test.beforeEach(async ({ page }) => consentGiven(page))

test('a policy read on a laptop and then on a phone: its column, and its contents by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(paths.shipping)
  await expect(page.getByRole('heading', { level: 1, name: shippingPolicy.title })).toBeVisible()
  await appIsLive(page)
  const [first, last] = [shippingPolicy.sections[0]!, shippingPolicy.sections.at(-1)!]

  await test.step('beside the text, a contents link takes the keyboard to its section', async () => {
    const width = await page
      .getByRole('main')
      .locator('article')
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(MAX_TEXT_COLUMN_PX)
    await contents(page).getByRole('link', { name: last.heading }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${paths.shipping}#`))
    await expect(sectionHeading(page, last.heading)).toBeInViewport()
  })

  await test.step('on a phone the contents fold behind a toggle (axe with them open)', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const toggle = contents(page).getByRole('button', { name: legalCopy.onThisPage })
    const firstLink = contents(page).getByRole('link', { name: first.heading })
    await expect(firstLink).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(firstLink).toBeVisible()
    // The state is the open contents: the policy's text is as the route sweep found it.
    await expectNoA11yViolations(page, { exclude: ['header', 'main article', 'footer'] })

    await page.keyboard.press('Tab')
    await expect(firstLink).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(sectionHeading(page, first.heading)).toBeInViewport()
  })
})

test('the footer’s office map opens only when asked for, holds focus, and Contact Us leads to the form', async ({
  page,
  context,
}) => {
  const hits = await standInThirdParties(context)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(paths.about)
  await expect(page.getByRole('heading', { level: 1, name: aboutHero.title })).toBeVisible()
  await appIsLive(page)
  const open = footer(page).getByRole('button', { name: uiText.officeMap.open })
  const dialog = page.getByRole('dialog', { name: uiText.officeMap.title })
  const mapFrame = dialog.locator('iframe')
  const close = dialog.getByRole('button', { name: uiText.closeDialog })

  await test.step('the map is fetched only once its dialog opens (axe with it open)', async () => {
    await open.scrollIntoViewIfNeeded()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(hits.officeMap).toBe(0)
    await open.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(site.address.lines[0]!)
    await expect(mapFrame).toBeVisible()
    await expect.poll(() => hits.officeMap).toBeGreaterThan(0)
    // Sections passed on the way to the footer may still be fading in behind the modal.
    await animationsFinished(page)
    // The state is the dialog (in the footer): the page behind is as the route sweep found it.
    await expectNoA11yViolations(page, { exclude: ['header', 'main'] })
  })

  await test.step('focus stays in the dialog; Escape closes it and returns focus', async () => {
    await expect(close).toBeFocused()
    await expectFocusTrapped(page, dialog)
    // Keys pressed inside the embedded map stay in its frame: step back out before Escape.
    await shiftTabTo(page, close, 5)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(open).toBeFocused()
  })

  await test.step('the browser’s Back closes it too, staying on the page', async () => {
    await open.click()
    await expect(dialog).toBeVisible()
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(paths.about)
  })

  await test.step('the footer’s Contact Us lands on the home page’s form', async () => {
    // Found by where it leads: the footer's label is its own, in no content module.
    await footer(page).locator(`a[href="${paths.contactSection}"]`).click()
    await expect(page).toHaveURL(paths.contactSection)
    await expect(
      page
        .locator(`#${contactSection.id}`)
        .getByRole('heading', { level: 2, name: contactSection.title }),
    ).toBeInViewport()
  })
})
