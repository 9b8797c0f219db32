import { appIsLive, expect, test, type Page } from './fixtures'
import {
  CHILDREN_AGE_THRESHOLD,
  COUNTS,
  DELIVERY_WORKING_DAYS,
  FACTORY_CAPACITY,
  POLICY_EFFECTIVE_DATE,
  STORAGE_KEYS,
} from '../src/config/constants'
import { paths } from '../src/config/paths'
import { site } from '../src/config/site'
import {
  LEADER_PLACEHOLDER_IMAGE,
  aboutHero,
  certifications,
  factory,
  futurePlans,
  leadership,
  supportedBy,
  whoWeAre,
} from '../src/features/about/about-content'
import { legalContact } from '../src/features/legal/legal-content'
import { cookiePolicy } from '../src/features/legal/content/cookies'
import { privacyPolicy } from '../src/features/legal/content/privacy'
import { shippingPolicy } from '../src/features/legal/content/shipping'
import { termsOfService } from '../src/features/legal/content/terms'
import type { LegalDocument } from '../src/features/legal/content/types'
import { services, servicesCta, servicesIntro } from '../src/features/services/services-content'
import { expectNoA11yViolations } from './a11y'

/** Tag name levels of every h1–h6 in the main landmark, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))))
}

/** One h1, first; no level skipped on the way down (h2 → h4). */
async function expectHeadingOutline(page: Page): Promise<void> {
  const levels = await headingLevels(page)
  expect(levels[0]).toBe(1)
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading #${index + 1}`).toBeLessThanOrEqual(levels[index - 1]! + 1)
  })
}

/** Scrolls the page end to end so lazy images load and scroll-in sections finish animating. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: 'instant' })
      // Two frames: intersection observers report on the rendering step after the scroll. A
      // page the browser is not rendering just then runs no frames: wait no longer than 250 ms.
      for (let frame = 0; frame < 2; frame++) {
        await new Promise((resolve) => {
          requestAnimationFrame(() => resolve(null))
          setTimeout(resolve, 250)
        })
      }
    }
  })
}

async function expectMeta(page: Page, title: string, description: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} | ${site.brand}`)
  // The page's own description replaces index.html's default: exactly one, this one.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
}

test.beforeEach(async ({ page }) => {
  // Keep the consent banner out of the way; the banner has its own tests.
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ choice: 'accepted', at: 'e2e' }))
  }, STORAGE_KEYS.consent)
})

test.describe('About page', () => {
  test('shows every section under one h1, with title and description', async ({ page }) => {
    await page.goto(paths.about)
    await expect(page.getByRole('heading', { level: 1, name: aboutHero.title })).toBeVisible()
    await expectMeta(page, aboutHero.title, aboutHero.metaDescription)
    const sections = [
      whoWeAre.heading,
      supportedBy.heading,
      leadership.heading,
      factory.heading,
      certifications.heading,
      futurePlans.heading,
    ]
    await expect(page.getByRole('main').locator('h2')).toHaveText(sections)
    await expectHeadingOutline(page)
    await expect(page.getByRole('region', { name: factory.heading })).toContainText(
      FACTORY_CAPACITY,
    )
    await expect(page.getByText(certifications.note)).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 3, name: futurePlans.shortTerm.heading }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 3, name: futurePlans.longTerm.heading }),
    ).toBeVisible()
  })

  test('lists the eight leaders with name, position and a loaded portrait', async ({ page }) => {
    await page.goto(paths.about)
    const team = page.getByRole('region', { name: leadership.heading })
    const cards = team.getByRole('listitem')
    await expect(cards).toHaveCount(COUNTS.leaders)
    // Portraits start loading as they come into view once the app runs.
    await appIsLive(page)
    await scrollThrough(page)
    for (const [index, leader] of leadership.leaders.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(leader.name)
      await expect(card).toContainText(leader.position)
      if (leader.qualification) await expect(card).toContainText(leader.qualification)
      if (leader.note) await expect(card).toContainText(leader.note)
      const portrait = card.getByRole('img', { name: `Portrait of ${leader.name}` })
      await expect(portrait).toHaveAttribute('src', leader.image)
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    }
  })

  test('a portrait that fails to load shows the placeholder', async ({ page }) => {
    const broken = leadership.leaders[2]!
    await page.route(`**${broken.image}`, (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto(paths.about)
    const portrait = page.getByRole('img', { name: `Portrait of ${broken.name}` })
    await portrait.scrollIntoViewIfNeeded()
    await expect(portrait).toHaveAttribute('src', LEADER_PLACEHOLDER_IMAGE)
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The others are unaffected.
    const other = leadership.leaders[0]!
    await expect(page.getByRole('img', { name: `Portrait of ${other.name}` })).toHaveAttribute(
      'src',
      other.image,
    )
  })
})

test.describe('Services page', () => {
  test('shows nine cards, each with title, description and category', async ({ page }) => {
    await page.goto(paths.services)
    await expect(page.getByRole('heading', { level: 1, name: servicesIntro.title })).toBeVisible()
    await expectMeta(page, servicesIntro.title, servicesIntro.metaDescription)
    const cards = page
      .getByRole('region', { name: servicesIntro.listHeading })
      .getByRole('listitem')
    await expect(cards).toHaveCount(COUNTS.serviceCards)
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title)
      await expect(card).toContainText(service.description)
      await expect(card.getByText(`Category: ${service.category}`)).toBeVisible()
    }
    await expectHeadingOutline(page)
  })

  test('the closing links lead to the products and the contact section', async ({ page }) => {
    await page.goto(paths.services)
    const cta = page.getByRole('region', { name: servicesCta.heading })
    await expect(cta.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      paths.contactSection,
    )
    await cta.getByRole('link', { name: 'Explore Our Range' }).click()
    // Page modules load on first visit; the dev server compiles them on demand.
    await expect(page).toHaveURL(paths.products, { timeout: 15_000 })
  })
})

const legalPages: { path: string; policy: LegalDocument; facts: (string | RegExp)[] }[] = [
  {
    path: paths.terms,
    policy: termsOfService,
    facts: ['All sales are final', 'We ship only within India.'],
  },
  {
    path: paths.privacy,
    policy: privacyPolicy,
    facts: [`children under ${CHILDREN_AGE_THRESHOLD}`, 'We do not sell'],
  },
  {
    path: paths.cookies,
    policy: cookiePolicy,
    facts: [
      'We use no analytics, advertising or tracking cookies.',
      STORAGE_KEYS.consent,
      STORAGE_KEYS.gstVerified,
      STORAGE_KEYS.gstDetails,
      STORAGE_KEYS.pendingClaim,
      STORAGE_KEYS.enquiryList,
      STORAGE_KEYS.rememberedContact,
      'Message rate limit',
    ],
  },
  {
    path: paths.shipping,
    policy: shippingPolicy,
    facts: [
      'We ship only within India.',
      `${DELIVERY_WORKING_DAYS} working days from dispatch`,
      'Monday to Friday, excluding public holidays',
      'no returns, exchanges or cancellations',
      /damaged or defective/i,
    ],
  },
]

test.describe('Legal pages', () => {
  for (const { path, policy, facts } of legalPages) {
    test(`${policy.title}: effective date, key facts, contact and heading order`, async ({
      page,
    }) => {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible()
      await expectMeta(page, policy.title, policy.description)
      await expect(main.getByText(`Effective ${POLICY_EFFECTIVE_DATE}`)).toBeVisible()
      for (const fact of facts) await expect(main).toContainText(fact)
      for (const point of policy.keyPoints)
        await expect(main.getByText(point, { exact: true })).toBeVisible()
      await expect(main.locator('h2')).toHaveText([
        'At a glance',
        ...policy.sections.map((section) => section.heading),
        legalContact.heading,
      ])
      await expectHeadingOutline(page)
      const contact = page.getByRole('region', { name: legalContact.heading })
      await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      )
      await expect(contact.getByRole('link', { name: site.website })).toHaveAttribute(
        'href',
        `https://${site.website}`,
      )
      // Comfortable line length: the text column stays near 65ch even on a wide screen.
      const width = await main.locator('article').evaluate((el) => el.getBoundingClientRect().width)
      expect(width).toBeLessThanOrEqual(720)
    })
  }

  test('the contents link jumps to its section by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(paths.shipping)
    await appIsLive(page)
    const target = shippingPolicy.sections.at(-1)!.heading
    const link = page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: target })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${paths.shipping}#`))
    await expect(page.getByRole('heading', { level: 2, name: target })).toBeInViewport()
  })

  test('on a phone the contents open from a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.terms)
    await appIsLive(page)
    const nav = page.getByRole('navigation', { name: 'On this page' })
    const toggle = nav.getByRole('button', { name: 'On this page' })
    const first = nav.getByRole('link', { name: termsOfService.sections[0]!.heading })
    await expect(first).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(
      page.getByRole('heading', { level: 2, name: termsOfService.sections[0]!.heading }),
    ).toBeInViewport()
  })
})

test.describe('accessibility', () => {
  const allPages = [paths.about, paths.services, ...legalPages.map((entry) => entry.path)]
  for (const width of [1280, 390]) {
    for (const path of allPages) {
      test(`${path} at ${width}px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await scrollThrough(page)
        // Scroll-in sections finish their half-second fade before colours are checked.
        await expect
          .poll(() =>
            page
              .getByRole('main')
              .evaluate(
                (main) =>
                  Array.from(main.querySelectorAll('*')).filter(
                    (el) => getComputedStyle(el).opacity !== '1',
                  ).length,
              ),
          )
          .toBe(0)
        await expectNoA11yViolations(page)
      })
    }
  }

  test('with reduced motion the About sections are shown without waiting for a scroll', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(paths.about)
    const lastSection = page.getByRole('region', { name: futurePlans.heading })
    await expect(lastSection.locator(':scope > *').first()).toHaveCSS('opacity', '1')
  })
})
