/**
 * The home page in a browser, for what only a browser proves: the contact form end to end against
 * the local stack (the outbox, the Firestore record and its `notified` mark) and through real
 * network failures, the keyboard on its way to the form, the scroll to #contact (after 100 ms,
 * and on a slow phone), the client marquee's CSS (its loop, its pauses, reduced motion), the
 * floating WhatsApp button on a phone, layout shift, and axe on the form's error and failure
 * states.
 *
 * What a component decides by itself is proven next to it: the sections' words and counts
 * (home-page.test.tsx), the hero's and best sellers' timers and pause buttons (hero.test.tsx,
 * best-sellers.test.tsx), the marquee's logos and placeholder (client-marquee.test.tsx), the
 * form's validation, busy state and prefill (contact/contact-form.test.tsx). Each page load at
 * each width is also swept once by route-sweep.spec.ts (shell, head, axe, touch targets).
 */
import { TIMINGS } from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { uiText } from '../src/config/ui-content'
import { contactFieldText, contactFormText } from '../src/features/home/contact/contact-content'
import { describeEmailFailure } from '../src/features/home/contact/send-failure-content'
import {
  contactSection,
  hero,
  motionControls,
  pauseButtonText,
  whatsappButtonText,
} from '../src/features/home/home-content'
import { bestSellers, clientSection } from '../src/features/home/sections-content'
import { leadReference } from '../src/lib/leads/submit/lead-id'
import { orderMailCopy } from '../src/lib/leads/submit/order-mail-content'
import { TimedOut, TIME_LIMITS } from '../src/lib/util/time-limit'
import {
  appIsLive,
  consentGiven,
  expect,
  MAIL_API,
  test,
  type Locator,
  type Page,
} from './fixtures'
import { bringEverythingIn, expectNoA11yViolations } from './support/a11y'
import { uniqueEmail } from './support/accounts'
import { tabTo } from './support/keyboard'
import { notifiedFlags, storedLeads, type OutboxFixture } from './support/stack'

type FieldName = keyof typeof contactFieldText
type Message = Record<FieldName, string>

const contact = (page: Page) => page.locator(`#${contactSection.id}`)
const contactHeading = (page: Page) =>
  contact(page).getByRole('heading', { level: 2, name: contactSection.title })
const field = (page: Page, name: FieldName) =>
  contact(page).getByRole('textbox', { name: contactFieldText[name].label, exact: true })
const sendButton = (page: Page) =>
  contact(page).getByRole('button', { name: contactFormText.submit })
const heroImage = (page: Page) => page.getByTestId('hero-slideshow').locator('img[data-current]')
const cardNames = (page: Page) =>
  page.locator('#products').getByRole('listitem').getByRole('heading')
const marqueeTrack = (page: Page) => page.getByTestId('client-marquee-track')
const pauseButton = (page: Page, what: string) =>
  page.getByRole('button', { name: pauseButtonText.label(pauseButtonText.pause, what) })
const playButton = (page: Page, what: string) =>
  page.getByRole('button', { name: pauseButtonText.label(pauseButtonText.play, what) })

const message = (email: string): Message => ({
  from_name: 'Kirana Mart Purchasing',
  from_email: email,
  subject: 'Quote for 5 tonnes of masoor dal',
  message: 'Please quote delivered Jaipur, 30kg bags.',
})

async function expectFieldValues(page: Page, values: Message): Promise<void> {
  for (const [name, value] of Object.entries(values) as [FieldName, string][]) {
    await expect(field(page, name)).toHaveValue(value)
  }
}

/**
 * The message reached the desk: the stack's Firestore holds one record of it (retries reuse its
 * id), the outbox has the mail with every parameter and the record's reference, and the record is
 * marked mailed.
 */
async function expectDelivered(outbox: OutboxFixture, sent: Message): Promise<void> {
  const records = await storedLeads('contactMessages', 'from_email', sent.from_email)
  expect(records).toHaveLength(1)
  expect(records[0]?.data).toMatchObject(sent)
  const mail = await outbox.waitForSend((s) => s.template_params.from_email === sent.from_email)
  expect(mail.service_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_SERVICE_ID)
  expect(mail.template_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_CONTACT)
  expect(mail.template_params).toEqual({
    ...sent,
    message: `${sent.message}\n\n${orderMailCopy.language('en')}`,
    reference: leadReference(records[0]?.id ?? ''),
    to_email: LOCAL_STACK_DEFAULTS.VITE_CONTACT_TO_EMAIL,
  })
  await expect
    .poll(() => notifiedFlags('contactMessages', 'from_email', sent.from_email))
    .toEqual([true])
}

/**
 * axe on the contact section's states alone: the rest of the page is as route-sweep.spec.ts found
 * it, and each pass over the whole long page costs seconds on a small machine.
 */
const expectNoA11yViolationsInContact = (page: Page) =>
  expectNoA11yViolations(page, {
    exclude: ['header', 'footer', `main section:not(#${contactSection.id})`],
  })

/** Where the marquee's CSS animation leaves the track at the end of a loop (its last keyframe). */
const marqueeLoopEnd = (page: Page) =>
  marqueeTrack(page).evaluate((el) => {
    const effect = el.getAnimations()[0]?.effect as KeyframeEffect | undefined
    return effect?.getKeyframes().at(-1)?.transform
  })

/** The marquee track's horizontal offset in px. */
const marqueeOffset = (page: Page) =>
  marqueeTrack(page).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)

/**
 * Whether the floating button sits over one of the contact section's controls: the control's
 * markup if it does, null if not (or while the button is hidden).
 */
function controlUnderButton(button: Locator): Promise<string | null> {
  return button.evaluate((fab, sectionId) => {
    if (getComputedStyle(fab).visibility === 'hidden') return null
    const a = fab.getBoundingClientRect()
    const controls = document
      .getElementById(sectionId)
      ?.querySelectorAll('input, textarea, button, a[href]')
    for (const control of Array.from(controls ?? [])) {
      const b = control.getBoundingClientRect()
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
        return control.outerHTML.slice(0, 80)
      }
    }
    return null
  }, contactSection.id)
}

test.describe('on a laptop', () => {
  test.beforeEach(async ({ page }) => consentGiven(page))

  test('images keep their place; the keyboard reaches the form and sends; the client logos loop and pause', async ({
    page,
    outbox,
  }) => {
    // Layout shift, summed as the page loads and is scrolled through.
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          w.__shift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
    await appIsLive(page)

    await test.step('every image reserves its space: loading and scrolling shift nothing', async () => {
      await bringEverythingIn(page)
      await expect(sendButton(page)).toBeEnabled()
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
      expect(shift).toBeLessThan(0.01)
    })

    const track = marqueeTrack(page)

    await test.step('the marquee stands still while it is off screen', async () => {
      await expect(track).not.toBeInViewport()
      await expect(track).toHaveCSS('animation-play-state', 'paused')
    })

    const sent = message(uniqueEmail('keyboard'))

    await test.step('keyboard only: “Become a Supplier”, the form’s errors, then a message sent', async () => {
      await tabTo(page, page.getByRole('link', { name: hero.supplierLabel }))
      await page.keyboard.press('Enter')
      await expect(contactHeading(page)).toBeInViewport()
      await expect(page).toHaveURL(/#contact$/)
      // The next Tab carries on from the section the link led to.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('#contact'))).toBe(true)

      await tabTo(page, sendButton(page))
      await page.keyboard.press('Enter')
      await expect(field(page, 'from_name')).toBeFocused()
      await expect(field(page, 'from_name')).toHaveAccessibleDescription(
        contactFieldText.from_name.required,
      )
      await expect(field(page, 'message')).toHaveAttribute('aria-invalid', 'true')

      await page.keyboard.type(sent.from_name)
      await page.keyboard.press('Tab')
      await page.keyboard.type('not-an-email')
      await page.keyboard.press('Tab')
      await page.keyboard.type(sent.subject)
      await page.keyboard.press('Tab')
      await page.keyboard.type(sent.message)
      await page.keyboard.press('Tab')
      await expect(sendButton(page)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(field(page, 'from_email')).toBeFocused()
      await expect(field(page, 'from_email')).toHaveAccessibleDescription(
        contactFormText.invalidEmail,
      )

      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(sent.from_email)
      await tabTo(page, sendButton(page))
      await page.keyboard.press('Enter')
      await expect(contact(page).getByRole('status')).toHaveText(contactFormText.success)
      await expectFieldValues(page, { from_name: '', from_email: '', subject: '', message: '' })
      await expectDelivered(outbox, sent)
    })

    await test.step('the marquee loops leftward without a seam, 20 s a cycle', async () => {
      await page.getByRole('heading', { name: clientSection.title }).scrollIntoViewIfNeeded()
      await expect(track).toHaveCSS('animation-play-state', 'running')
      await expect(track).toHaveCSS('animation-duration', `${TIMINGS.marqueeDesktopSeconds}s`)
      await expect(track).toHaveCSS('animation-iteration-count', 'infinite')
      // Seamless: the second copy of the logos is exactly one half of the track further on.
      const [firstCopy, secondCopy, trackWidth] = await track.evaluate((el) => [
        el.children[0]!.getBoundingClientRect().width,
        el.children[1]!.getBoundingClientRect().width,
        el.getBoundingClientRect().width,
      ])
      expect(firstCopy).toBeCloseTo(secondCopy!, 1)
      expect(firstCopy! * 2).toBeCloseTo(trackWidth!, 1)
      // One loop carries the track left by exactly that half, so the second copy lands where the
      // first began.
      expect(await marqueeLoopEnd(page)).toMatch(/^translate(3d|X)?\(-50%[,)]/)
      // And it runs: leftward of where it starts, never still.
      await expect.poll(() => marqueeOffset(page)).toBeLessThan(0)
      const before = await marqueeOffset(page)
      await expect.poll(() => marqueeOffset(page)).not.toBe(before)
    })

    await test.step('it pauses under the pointer, while focused and with its button', async () => {
      // The moving track is never "stable" for Playwright: point at the still frame around it.
      await page.getByTestId('client-marquee-frame').hover()
      await expect(track).toHaveCSS('animation-play-state', 'paused')
      await page.mouse.move(0, 0)
      await expect(track).toHaveCSS('animation-play-state', 'running')

      await pauseButton(page, motionControls.clients).focus()
      await expect(track).toHaveCSS('animation-play-state', 'paused')
      await page.keyboard.press('Enter')
      await expect(playButton(page, motionControls.clients)).toBeFocused()
      await playButton(page, motionControls.clients).blur()
      await expect(track).toHaveCSS('animation-play-state', 'paused')
    })

    await test.step('asking for reduced motion stills the marquee and takes every pause button away', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await expect(track).toHaveCSS('animation-name', 'none')
      for (const what of Object.values(motionControls)) {
        await expect(playButton(page, what).or(pauseButton(page, what))).toBeHidden()
      }
    })
  })
})

test.describe('on a phone, preferring reduced motion', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    account: {
      label: 'contact',
      displayName: 'Anaaj Ghar Traders',
    },
  })

  test('a buyer arrives at /#contact and writes to the desk through every kind of failure', async ({
    page,
    buyer,
    outbox,
  }) => {
    // Fake timers, stopped: nothing timed happens until the test runs the clock on.
    await page.clock.install({ time: new Date('2025-01-06T10:00:00+05:30') })
    await page.clock.pauseAt(new Date('2025-01-06T10:00:01+05:30'))
    await page.goto(paths.contactSection)
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeAttached()

    await test.step('the page moves to the form 100 ms after the app has it, and nothing moves by itself', async () => {
      // The 100 ms run from when the app has the page; until then it stays where it opened.
      await appIsLive(page)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await page.clock.runFor(TIMINGS.scrollToContactDelayMs - 10)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await page.clock.runFor(10)
      await expect(contactHeading(page)).toBeInViewport()
      // Shown as it is, with no fade waiting on a scroll.
      await expect(contactHeading(page)).toHaveCSS('opacity', '1')

      // Past one step of each (not two: the cards would be back on their first face).
      await page.clock.runFor(Math.max(TIMINGS.heroSlideMs, TIMINGS.bestSellerToggleMs))
      await expect(heroImage(page)).toHaveAttribute('src', hero.images[0]!.src)
      await expect(cardNames(page)).toHaveText(bestSellers.map((card) => card.name[0]))
      const track = marqueeTrack(page)
      await expect(track).toHaveCSS('animation-name', 'none')
      // The phone's pace is still set, for when motion is welcome.
      await expect
        .poll(() =>
          track.evaluate((el) => getComputedStyle(el).getPropertyValue('--marquee-duration')),
        )
        .toBe(`${TIMINGS.marqueeMobileSeconds}s`)
      for (const what of Object.values(motionControls)) {
        await expect(playButton(page, what).or(pauseButton(page, what))).toBeHidden()
      }
      await page.clock.resume()
    })

    const chat = page.getByRole('link', { name: whatsappButtonText.label, exact: true })

    await test.step('the WhatsApp button keeps clear of the cookie notice, then returns to its corner', async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const banner = page.getByRole('region', { name: uiText.consent.region })
      await expect(banner).toBeVisible()
      await expect(chat).toBeVisible()
      await expect
        .poll(async () => {
          const [fab, bar] = [await chat.boundingBox(), await banner.boundingBox()]
          return fab && bar ? bar.y - (fab.y + fab.height) : -1
        })
        .toBeGreaterThanOrEqual(0)
      await banner.getByRole('button', { name: uiText.consent.accept }).click()
      await expect(banner).toBeHidden()
      // bottom-4: 16 px from the bottom edge.
      const viewportHeight = page.viewportSize()?.height ?? 0
      await expect
        .poll(async () => {
          const box = await chat.boundingBox()
          return box ? viewportHeight - (box.y + box.height) : -1
        })
        .toBe(16)
    })

    const sent = { ...message(buyer.email), from_name: 'Anaaj Ghar Traders' }

    await test.step('the form starts from the account; what is missing is pointed out (axe)', async () => {
      await contactHeading(page).scrollIntoViewIfNeeded()
      await expect(field(page, 'from_name')).toHaveValue(sent.from_name)
      await expect(field(page, 'from_email')).toHaveValue(buyer.email)
      await expect(field(page, 'subject')).toHaveValue('')
      await sendButton(page).click()
      await expect(field(page, 'subject')).toBeFocused()
      await expect(field(page, 'message')).toHaveAttribute('aria-invalid', 'true')
      await expectNoA11yViolationsInContact(page)
    })

    await field(page, 'subject').fill(sent.subject)
    await field(page, 'message').fill(sent.message)

    await test.step('the mail service failing: its words, and everything kept (axe)', async () => {
      await page.route(MAIL_API, (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Mail is down' }),
      )
      await sendButton(page).click()
      await expect(contact(page).getByRole('alert')).toHaveText(
        contactFormText.failure('Mail is down'),
      )
      await expectFieldValues(page, sent)
      await expectNoA11yViolationsInContact(page)
      await page.unroute(MAIL_API)
    })

    await test.step('the network failing: said in words', async () => {
      await page.route(MAIL_API, (route) => route.abort('internetdisconnected'))
      await sendButton(page).click()
      await expect(contact(page).getByRole('alert')).toHaveText(
        contactFormText.failure(describeEmailFailure({ reason: 'network' })),
      )
      await expectFieldValues(page, sent)
      await page.unroute(MAIL_API)
    })

    await test.step('a send that never answers gives up once its time is up', async () => {
      await page.route(MAIL_API, () => {
        // Never answered: the network has stalled.
      })
      const mailAsked = page.waitForRequest(MAIL_API)
      await sendButton(page).click()
      await expect(
        contact(page).getByRole('button', { name: contactFormText.sending }),
      ).toBeDisabled()
      // The time limit runs from when the mail is asked for.
      await mailAsked
      await page.clock.runFor(TIME_LIMITS.sendMs)
      const alert = contact(page).getByRole('alert')
      await expect(alert).toContainText(contactFormText.failure(''))
      await expect(alert).toContainText(new TimedOut('').message.trim())
      await expectFieldValues(page, sent)
      await page.unroute(MAIL_API)
    })

    await test.step('once the way is clear the same message goes, once, on record and mailed', async () => {
      await sendButton(page).click()
      await expect(contact(page).getByRole('status')).toHaveText(contactFormText.success)
      await expectFieldValues(page, { from_name: '', from_email: '', subject: '', message: '' })
      await expectDelivered(outbox, sent)
    })

    await test.step('the WhatsApp button never sits over a control of the form', async () => {
      // Role queries skip the button while it is hidden: look for it with hidden ones included.
      const fab = page.getByRole('link', {
        name: whatsappButtonText.label,
        exact: true,
        includeHidden: true,
      })
      // Over the form itself it is out of the way altogether.
      await sendButton(page).scrollIntoViewIfNeeded()
      await expect(fab).toBeHidden()
      const [from, to] = await contact(page).evaluate((section) => [
        Math.max(0, section.getBoundingClientRect().top + window.scrollY - window.innerHeight),
        document.documentElement.scrollHeight,
      ])
      for (let y = from!; y <= to!; y += 200) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        // Once it has faded in or out for this position, it covers nothing.
        await expect.poll(() => controlUnderButton(fab), { message: `at ${y}px` }).toBeNull()
      }
    })
  })
})

test('on a slow phone, arriving at /#contact still scrolls there, clear of the header', async ({
  page,
}) => {
  await consentGiven(page)
  // The app takes the prerendered page over slowly here, so the section may not carry its id
  // yet when the 100 ms are up; the page must scroll to it all the same.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  const heading = contactHeading(page)
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
