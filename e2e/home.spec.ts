import { COUNTS, STORAGE_KEYS, TIMINGS } from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { site, whatsappLink } from '../src/config/site'
import { uiText } from '../src/config/ui-text'
import { authCopy } from '../src/features/auth/auth-content'
import { contactFieldText, contactFormText } from '../src/features/home/contact/contact-text'
import {
  bestSellerSection,
  bestSellers,
  clientSection,
  contactSection,
  hero,
  howWeWork,
  impactStats,
  mission,
  whatsappButtonLabel,
  whyChoose,
} from '../src/features/home/home-content'
import { TimedOut, TIME_LIMITS } from '../src/lib/time-limit'
import { expectNoA11yViolations } from './a11y'
import {
  appIsLive,
  expect,
  notifiedFlags,
  storedLeads,
  test,
  type Locator,
  type Page,
} from './fixtures'

type FieldName = keyof typeof contactFieldText

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

const contact = (page: Page) => page.locator(`#${contactSection.id}`)
const field = (page: Page, name: FieldName) =>
  contact(page).getByRole('textbox', { name: contactFieldText[name].label, exact: true })
const sendButton = (page: Page) =>
  contact(page).getByRole('button', { name: contactFormText.submit })
const cardNames = (page: Page) =>
  page.locator('#products').getByRole('listitem').getByRole('heading')
const clientList = (page: Page) => page.getByRole('list', { name: clientSection.title })
const whatsapp = (page: Page) => page.getByRole('link', { name: whatsappButtonLabel, exact: true })

/** Records the cookie choice so the banner stays away (the banner has its own test below). */
async function dismissConsent(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ choice: 'accepted', at: '2025-01-01' }))
  }, STORAGE_KEYS.consent)
}

/** Fake timers, stopped: nothing timed happens until the test runs the clock on. */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2025-01-06T10:00:00+05:30') })
  await page.clock.pauseAt(new Date('2025-01-06T10:00:01+05:30'))
}

async function openHome(page: Page, url: string = paths.home): Promise<void> {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
  // The page is in the HTML; its slideshows start (and their clocks tick) once the app runs.
  await appIsLive(page)
}

/** Scrolls through the whole page so every lazy image, reveal and the form's code have loaded. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(60)
  }
}

async function fillContact(page: Page, values: Record<FieldName, string>): Promise<void> {
  for (const [name, value] of Object.entries(values) as [FieldName, string][]) {
    await field(page, name).fill(value)
  }
}

async function expectFieldValues(page: Page, values: Record<FieldName, string>): Promise<void> {
  for (const [name, value] of Object.entries(values) as [FieldName, string][]) {
    await expect(field(page, name)).toHaveValue(value)
  }
}

/** Keyboard only: Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

const message = (email: string) => ({
  from_name: 'Kirana Mart Purchasing',
  from_email: email,
  subject: 'Quote for 5 tonnes of masoor dal',
  message: 'Please quote delivered Jaipur, 30kg bags.',
})

test.describe('home page content', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page))

  test('shows the hero, then its six sections in order', async ({ page }) => {
    await openHome(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      bestSellerSection.title,
      whyChoose.title,
      mission.title,
      howWeWork.title,
      clientSection.title,
      contactSection.title,
    ])
    await expect(page.locator('#products')).toContainText(bestSellerSection.title)
    await expect(contact(page).getByRole('heading', { level: 2 })).toHaveText(contactSection.title)
    await expect(page).toHaveTitle(new RegExp(hero.title))
  })

  test('hero: badge, headline, intro and two calls to action', async ({ page }) => {
    await openHome(page)
    await expect(page.getByText(hero.badge, { exact: true })).toBeVisible()
    await expect(page.getByText(hero.intro)).toBeVisible()
    const slideshow = page.getByTestId('hero-slideshow')
    await expect(slideshow.locator('img')).toHaveCount(COUNTS.heroImages)
    const first = slideshow.getByRole('img')
    await expect(first).toHaveAttribute('src', hero.images[0]!.src)
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(first).toHaveAttribute('loading', 'eager')
    expect(
      await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true)

    await page.getByRole('link', { name: uiText.exploreRange }).click()
    await expect(page).toHaveURL(paths.products)
  })

  test('best sellers: four cards, their names and a VIEW ALL link', async ({ page }) => {
    await openHome(page)
    await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[0]))
    await expect(page.locator('#products').getByRole('listitem')).toHaveCount(
      COUNTS.bestSellerCards,
    )
    await page.locator('#products').getByRole('link', { name: bestSellerSection.viewAll }).click()
    await expect(page).toHaveURL(paths.products)
  })

  test('why choose, mission, impact and how we work, word for word', async ({ page }) => {
    await openHome(page)
    const section = (title: string) => page.getByRole('region', { name: title, exact: true })
    for (const card of whyChoose.cards) {
      await expect(
        section(whyChoose.title).getByRole('heading', { name: card.title }),
      ).toBeVisible()
      await expect(section(whyChoose.title)).toContainText(card.description)
    }
    await expect(section(mission.title).getByRole('heading', { level: 3 })).toHaveText([
      ...mission.pillars.map((pillar) => pillar.title),
      mission.technology.title,
      mission.impactTitle,
    ])
    for (const point of mission.technology.points) {
      await expect(section(mission.title)).toContainText(point)
    }
    const stats = page.getByTestId('impact-stat')
    await expect(stats).toHaveCount(impactStats.length)
    for (const [i, stat] of impactStats.entries()) {
      await expect(stats.nth(i).getByRole('definition')).toHaveText(stat.value)
      await expect(stats.nth(i).getByRole('term')).toHaveText(stat.label)
    }
    const steps = section(howWeWork.title).getByRole('listitem')
    await expect(steps).toHaveCount(COUNTS.processSteps)
    await expect(steps.getByRole('heading')).toHaveText(howWeWork.steps.map((step) => step.title))
  })

  test('contact details: address, email, phone and business hours', async ({ page }) => {
    await openHome(page)
    for (const line of site.address.lines) await expect(contact(page)).toContainText(line)
    await expect(contact(page).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(contact(page).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    )
    const hours = page.getByTestId('business-hours')
    await expect(hours.getByRole('term')).toHaveText(site.businessHours.map((row) => row.days))
    await expect(hours.getByRole('definition')).toHaveText(
      site.businessHours.map((row) => row.hours),
    )
    await expect(hours).toHaveText('Mon-Fri9-6Sat10-2Sunclosed')
  })

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await openHome(page)
      await scrollThrough(page)
      await expect(sendButton(page)).toBeEnabled()
      // A card name caught mid-fade would read as low contrast: hold the rotation still.
      await page.getByRole('button', { name: 'Pause best seller rotation' }).click()
      await page.waitForTimeout(700) // let the last reveal and name fade finish
      await expectNoA11yViolations(page)
    })
  }

  test('images reserve their space: loading and scrolling shift nothing', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          w.__shift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await openHome(page)
    await scrollThrough(page)
    await expect(sendButton(page)).toBeEnabled()
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    expect(shift).toBeLessThan(0.01)
  })
})

test.describe('home page motion', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page))

  test('hero images cross-fade every 4 s and best-seller cards switch every 5 s', async ({
    page,
  }) => {
    await freezeClock(page)
    await openHome(page)
    await page.getByRole('heading', { name: bestSellerSection.title }).scrollIntoViewIfNeeded()
    const current = page.getByTestId('hero-slideshow').getByRole('img')
    await expect(current).toHaveAttribute('src', hero.images[0]!.src)
    await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[0]))

    await page.clock.runFor(TIMINGS.heroSlideMs)
    await expect(current).toHaveAttribute('src', hero.images[1]!.src)
    await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[0]))

    await page.clock.runFor(TIMINGS.bestSellerToggleMs - TIMINGS.heroSlideMs)
    await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[1]))
    const firstCard = page.getByTestId('best-seller-card').first()
    await expect(firstCard.getByRole('img')).toHaveAccessibleName(bestSellers[0]!.name[1])
    await expect(firstCard.getByRole('img')).toHaveAttribute('src', bestSellers[0]!.images[1])

    await page.clock.runFor(TIMINGS.bestSellerToggleMs)
    await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[0]))
    await expect(current).toHaveAttribute('src', hero.images[2]!.src)
  })

  test('the pause buttons stop the hero and the cards', async ({ page }) => {
    await freezeClock(page)
    await openHome(page)
    await page.getByRole('button', { name: 'Pause hero slideshow' }).click()
    await page.getByRole('button', { name: 'Pause best seller rotation' }).click()
    await page.clock.runFor(TIMINGS.bestSellerToggleMs * 2)
    await expect(page.getByTestId('hero-slideshow').getByRole('img')).toHaveAttribute(
      'src',
      hero.images[0]!.src,
    )
    await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[0]))
    await expect(page.getByRole('button', { name: 'Play hero slideshow' })).toBeVisible()
  })

  test('nothing moves under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await freezeClock(page)
    await openHome(page)
    await page.clock.runFor(TIMINGS.bestSellerToggleMs * 2)
    await expect(page.getByTestId('hero-slideshow').getByRole('img')).toHaveAttribute(
      'src',
      hero.images[0]!.src,
    )
    await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[0]))
    const track = page.getByTestId('client-marquee-track')
    await expect(track).toHaveCSS('animation-name', 'none')
    await expect(page.getByRole('button', { name: /client logos/ })).toBeHidden()
    // Every section is fully shown, with no fade waiting on a scroll.
    await expect(page.getByRole('heading', { name: contactSection.title })).toHaveCSS(
      'opacity',
      '1',
    )
  })
})

test.describe('client marquee', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page))

  test('lists the nine clients and loops leftward, 20 s per cycle on desktop', async ({ page }) => {
    await openHome(page)
    await expect(page.getByText(clientSection.eyebrow, { exact: true })).toBeVisible()
    const logos = clientList(page).getByRole('img')
    await expect(logos).toHaveCount(COUNTS.clientLogos)
    expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
      clientSection.clients.map((client) => client.name),
    )
    const track = page.getByTestId('client-marquee-track')
    await expect(track).toHaveCSS('animation-duration', `${TIMINGS.marqueeDesktopSeconds}s`)
    await expect(track).toHaveCSS('animation-iteration-count', 'infinite')
    await page.getByRole('heading', { name: clientSection.title }).scrollIntoViewIfNeeded()
    await expect(track).toHaveCSS('animation-play-state', 'running')
    // Seamless: the second copy is exactly one track-half further on.
    const [firstCopy, secondCopy, trackWidth] = await track.evaluate((el) => [
      el.children[0]!.getBoundingClientRect().width,
      el.children[1]!.getBoundingClientRect().width,
      el.getBoundingClientRect().width,
    ])
    expect(firstCopy).toBeCloseTo(secondCopy!, 1)
    expect(firstCopy! * 2).toBeCloseTo(trackWidth!, 1)
    // Leftward: the track's offset decreases over time.
    const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)
    const before = await x()
    await page.waitForTimeout(300)
    expect(await x()).toBeLessThan(before)
  })

  test('stands still while it is off screen', async ({ page }) => {
    await openHome(page)
    await appIsLive(page)
    const track = page.getByTestId('client-marquee-track')
    await expect(track).not.toBeInViewport()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
    await page.getByRole('heading', { name: clientSection.title }).scrollIntoViewIfNeeded()
    await expect(track).toHaveCSS('animation-play-state', 'running')
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
  })

  test('pauses on hover, on focus and with its button', async ({ page }) => {
    await openHome(page)
    const track = page.getByTestId('client-marquee-track')
    // The moving track is never "stable" for Playwright's actions: point at the still frame around it.
    await page.getByRole('heading', { name: clientSection.title }).scrollIntoViewIfNeeded()
    await page.getByTestId('client-marquee-frame').hover()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
    await page.mouse.move(0, 0)
    await expect(track).toHaveCSS('animation-play-state', 'running')

    const pause = page.getByRole('button', { name: 'Pause client logos' })
    await pause.focus()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Play client logos' })).toBeFocused()
    await page.getByRole('button', { name: 'Play client logos' }).blur()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
  })

  test('runs faster on a phone: 15 s per cycle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHome(page)
    await expect(page.getByTestId('client-marquee-track')).toHaveCSS(
      'animation-duration',
      `${TIMINGS.marqueeMobileSeconds}s`,
    )
  })

  test('a logo that fails to load shows the placeholder', async ({ page }) => {
    const broken = clientSection.clients[2]!
    await page.route(`**${broken.logo}`, (route) => route.fulfill({ status: 404, body: '' }))
    // A still marquee: the logos compared below stay in view (a moving one can carry the first
    // logo out of sight before it is looked at, and off-screen logos are not loaded yet).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHome(page)
    await page.getByRole('heading', { name: clientSection.title }).scrollIntoViewIfNeeded()
    const logo = clientList(page).getByRole('img', { name: broken.name })
    await expect(logo).toHaveAttribute('src', clientSection.placeholder)
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    const other = clientList(page).getByRole('img', { name: clientSection.clients[0]!.name })
    await expect(other).toHaveAttribute('src', clientSection.clients[0]!.logo)
  })
})

test.describe('getting to the contact section', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page))

  test('“Become a Supplier” scrolls smoothly to #contact', async ({ page }) => {
    await openHome(page)
    await expect(contact(page)).not.toBeInViewport()
    await page.getByRole('link', { name: hero.supplierLabel }).click()
    await expect(
      contact(page).getByRole('heading', { name: contactSection.title }),
    ).toBeInViewport()
    await expect(page).toHaveURL(/#contact$/)
    // The next Tab continues from the contact section.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('#contact'))).toBe(true)
  })

  test('arriving at /#contact scrolls there after 100 ms', async ({ page }) => {
    await freezeClock(page)
    await page.goto(paths.contactSection)
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeAttached()
    // The 100 ms run from when the app has the page; until then the HTML stays where it opened.
    await appIsLive(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.clock.runFor(TIMINGS.scrollToContactDelayMs - 10)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.clock.runFor(10)
    await expect(
      contact(page).getByRole('heading', { name: contactSection.title }),
    ).toBeInViewport()
  })

  test('on a slow phone, arriving at /#contact still scrolls there, clear of the header', async ({
    page,
  }) => {
    // The app takes the prerendered page over slowly here, so the section may not carry its id
    // yet when the 100 ms are up; the page must scroll to it all the same.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    const heading = contact(page).getByRole('heading', { name: contactSection.title })
    for (let visit = 0; visit < 3; visit++) {
      await page.goto(paths.contactSection)
      await expect(heading).toBeInViewport({ timeout: 15_000 })
      // Once the smooth scroll has come to rest, the heading sits below the sticky header.
      await expect
        .poll(async () => {
          const [top, header] = await Promise.all([
            heading.evaluate((el) => el.getBoundingClientRect().top),
            page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom),
          ])
          return top >= header
        })
        .toBe(true)
    }
  })

  test('the footer’s Contact Us link lands on the section from another page', async ({ page }) => {
    await page.goto(paths.about)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(paths.contactSection)
    await expect(
      contact(page).getByRole('heading', { name: contactSection.title }),
    ).toBeInViewport()
  })
})

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page))

  test('a message reaches the outbox with every parameter and the form clears', async ({
    page,
    outbox,
  }) => {
    await openHome(page, paths.contactSection)
    const email = uniqueEmail('contact')
    await fillContact(page, message(email))
    await sendButton(page).click()

    await expect(contact(page).getByRole('status')).toHaveText(contactFormText.success)
    await expectFieldValues(page, { from_name: '', from_email: '', subject: '', message: '' })
    const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
    expect(sent.service_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_SERVICE_ID)
    expect(sent.template_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_CONTACT)
    expect(sent.template_params).toEqual({
      ...message(email),
      to_email: LOCAL_STACK_DEFAULTS.VITE_CONTACT_TO_EMAIL,
    })
    // One record of it, with the form's four fields, marked mailed.
    const records = await storedLeads('contactMessages', 'from_email', email)
    expect(records).toHaveLength(1)
    expect(records[0]?.data).toMatchObject(message(email))
    await expect.poll(() => notifiedFlags('contactMessages', 'from_email', email)).toEqual([true])
  })

  test('reads SENDING... while busy and sends once however often it is submitted', async ({
    page,
    outbox,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1.0/email/send', async (route) => {
      await held
      await route.continue()
    })
    await openHome(page, paths.contactSection)
    const email = uniqueEmail('busy')
    await fillContact(page, message(email))
    await sendButton(page).click()

    const busy = contact(page).getByRole('button', { name: contactFormText.sending })
    await expect(busy).toBeDisabled()
    await field(page, 'subject').evaluate((input: HTMLInputElement) => {
      input.form?.requestSubmit()
      input.form?.requestSubmit()
    })
    release()
    await expect(contact(page).getByRole('status')).toHaveText(contactFormText.success)
    await outbox.waitForSend((s) => s.template_params.from_email === email)
    await page.waitForTimeout(300)
    const all = await outbox.list()
    expect(all.filter((s) => s.template_params.from_email === email)).toHaveLength(1)
  })

  test('a provider failure shows its text and keeps what was typed', async ({ page, outbox }) => {
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 400, contentType: 'text/plain', body: 'The template ID is invalid' }),
    )
    await openHome(page, paths.contactSection)
    const email = uniqueEmail('failure')
    await fillContact(page, message(email))
    await sendButton(page).click()

    await expect(contact(page).getByRole('alert')).toHaveText(
      contactFormText.failure('The template ID is invalid'),
    )
    await expectFieldValues(page, message(email))

    // Once the provider is back, the same form sends.
    await page.unroute('**/api/v1.0/email/send')
    await sendButton(page).click()
    await expect(contact(page).getByRole('status')).toHaveText(contactFormText.success)
    await outbox.waitForSend((s) => s.template_params.from_email === email)
  })

  test('a network failure says so in words', async ({ page }) => {
    await page.route('**/api/v1.0/email/send', (route) => route.abort('internetdisconnected'))
    await openHome(page, paths.contactSection)
    await fillContact(page, message(uniqueEmail('offline')))
    await sendButton(page).click()
    await expect(contact(page).getByRole('alert')).toContainText(
      contactFormText.failure('Network Error'),
    )
  })

  test('a send that never answers gives up in words once its time is up, keeping the input', async ({
    page,
    outbox,
  }) => {
    await page.clock.install()
    await page.route('**/api/v1.0/email/send', () => {
      // Never answered: the network has stalled.
    })
    await openHome(page, paths.contactSection)
    const email = uniqueEmail('stalled')
    await fillContact(page, message(email))
    const mailAsked = page.waitForRequest('**/api/v1.0/email/send')
    await sendButton(page).click()
    await expect(contact(page).getByRole('button', { name: contactFormText.sending })).toBeVisible()
    // The send's time limit runs from when the mail is asked for (its code loads first).
    await mailAsked
    await page.clock.runFor(TIME_LIMITS.sendMs)
    await expect(contact(page).getByRole('alert')).toHaveText(
      contactFormText.failure(new TimedOut('The mail service').message),
    )
    await expectFieldValues(page, message(email))

    await page.unroute('**/api/v1.0/email/send')
    await sendButton(page).click()
    await expect(contact(page).getByRole('status')).toHaveText(contactFormText.success)
    await outbox.waitForSend((s) => s.template_params.from_email === email)
  })

  test('keyboard only: errors, then a message sent', async ({ page, outbox }) => {
    await openHome(page)
    await tabTo(page, page.getByRole('link', { name: hero.supplierLabel }))
    await page.keyboard.press('Enter')
    await tabTo(page, sendButton(page))
    await page.keyboard.press('Enter')
    await expect(field(page, 'from_name')).toBeFocused()
    await expect(field(page, 'from_name')).toHaveAccessibleDescription(
      contactFieldText.from_name.required,
    )
    await expect(field(page, 'message')).toHaveAttribute('aria-invalid', 'true')

    const email = uniqueEmail('keyboard')
    const values = message(email)
    await page.keyboard.type(values.from_name)
    await page.keyboard.press('Tab')
    await page.keyboard.type('not-an-email')
    await page.keyboard.press('Tab')
    await page.keyboard.type(values.subject)
    await page.keyboard.press('Tab')
    await page.keyboard.type(values.message)
    await page.keyboard.press('Tab')
    await expect(sendButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(field(page, 'from_email')).toBeFocused()
    await expect(field(page, 'from_email')).toHaveAccessibleDescription(
      contactFormText.invalidEmail,
    )

    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(email)
    await tabTo(page, sendButton(page))
    await page.keyboard.press('Enter')
    await expect(contact(page).getByRole('status')).toHaveText(contactFormText.success)
    const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
    expect(sent.template_params.message).toBe(values.message)
  })
})

test.describe('floating WhatsApp button', () => {
  test('opens the business chat in a new tab and keeps clear of the cookie banner', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHome(page)
    const button = whatsapp(page)
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('href', whatsappLink())
    await expect(button).toHaveAttribute('target', '_blank')
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer')

    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    // The button glides up (a transform) once the banner is in.
    await expect
      .poll(async () => {
        const [fab, bar] = [await button.boundingBox(), await banner.boundingBox()]
        return fab && bar ? bar.y - (fab.y + fab.height) : -1
      })
      .toBeGreaterThanOrEqual(0)

    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    await expect
      .poll(async () => {
        const box = await button.boundingBox()
        return box ? 844 - (box.y + box.height) : -1
      })
      .toBe(16)
  })

  test('never covers a form control on a phone', async ({ page }) => {
    test.setTimeout(90_000)
    await dismissConsent(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await openHome(page)
    // Role queries skip the button while it is hidden, so find it with hidden ones included.
    const fab = page.getByRole('link', {
      name: whatsappButtonLabel,
      exact: true,
      includeHidden: true,
    })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    let hiddenSomewhere = false
    for (let y = 0; y <= height; y += 250) {
      // Scroll, then let a frame render and the intersection observers report (they report in
      // a task after the frame) before looking: otherwise the button's state is the last position's.
      await page.evaluate(async (top) => {
        window.scrollTo({ top, behavior: 'instant' })
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
        await new Promise((done) => setTimeout(done, 0))
      }, y)
      // Wait until the button has finished fading in or out.
      await expect
        .poll(() =>
          fab.evaluate((button) => {
            const style = getComputedStyle(button)
            return style.visibility === 'hidden' || style.opacity === '1'
          }),
        )
        .toBe(true)
      const overlap = await fab.evaluate((button, sectionId) => {
        if (getComputedStyle(button).visibility === 'hidden') return 'hidden'
        const a = button.getBoundingClientRect()
        const section = document.getElementById(sectionId)
        for (const el of Array.from(
          section?.querySelectorAll('input, textarea, button, a') ?? [],
        )) {
          const b = el.getBoundingClientRect()
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            return el.outerHTML.slice(0, 80)
        }
        return null
      }, contactSection.id)
      if (overlap === 'hidden') hiddenSomewhere = true
      else expect(overlap, `at scrollY ${y}`).toBeNull()
    }
    expect(hiddenSomewhere).toBe(true)
  })
})

test.describe('signed-in visitor', () => {
  test('the form starts with the account’s name and email', async ({ page }) => {
    await dismissConsent(page)
    const email = uniqueEmail('prefill')
    const password = 'harvest-2025'
    const signUp = await page.request.post(
      `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY}`,
      { data: { email, password, displayName: 'Anaaj Ghar Traders', returnSecureToken: true } },
    )
    expect(signUp.ok()).toBe(true)
    await page.goto(paths.login)
    await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
    await page.getByLabel(authCopy.fields.password, { exact: true }).fill(password)
    await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
    await expect(page).toHaveURL(paths.home)

    await contact(page).scrollIntoViewIfNeeded()
    await expect(field(page, 'from_name')).toHaveValue('Anaaj Ghar Traders')
    await expect(field(page, 'from_email')).toHaveValue(email)
    await expect(field(page, 'subject')).toHaveValue('')
  })
})
