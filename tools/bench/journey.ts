/**
 * The buyer journey: a first visit to /products on a phone (Lighthouse's mobile screen, its
 * applied slow-4G network) with the CPU slowed down as the caller says, and a buyer who searches,
 * filters, verifies GST, opens the order form, adds to the enquiry list and opens it. Each step is
 * a Lighthouse timespan that ends once the step's result is on screen and the page has settled;
 * from each: INP (its slowest interaction's time to the next paint) and TBT. The whole journey
 * runs `runs` times, each in a fresh browser context (empty storage), medians taken per step.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startFlow, type Flags, type Result, type ScreenEmulationSettings } from 'lighthouse'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import puppeteer, {
  TimeoutError,
  type Browser,
  type ElementHandle,
  type EvaluateFunc,
  type JSHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core'
import { categoryCopy } from '../../src/components/catalog/category-content'
import { gstCopy } from '../../src/components/gst/gst-content'
import { NOT_YET_LIVE_ATTRIBUTE } from '../../src/components/ui/live'
import { paths } from '../../src/config/paths'
import { DIALOG_HISTORY_MARKER } from '../../src/hooks/use-close-on-back'
import { uiText } from '../../src/config/ui-content'
import { LOCAL_ONLY_BROWSER_ARGS } from '../browsers/chromium'
import { benchPorts, RESULTS_DIR } from './config'
import { startStack } from './local-stack'
import type { PhaseContext } from './phase-context'
import {
  inpPartsOf,
  journeyMedians,
  JOURNEY_STEPS,
  shownMs,
  type JourneyResult,
  type JourneyStepName,
  type JourneyStepSample,
} from './journey-result'

/** How many times the journey runs when the caller does not say. */
export const JOURNEY_RUNS = 5

/** What the buyer looks for, picks and types. */
export const JOURNEY = {
  /** Typed into the search box key by key: another spelling of the product's name. */
  search: 'chana',
  /** The seeded products that search shows, by their names or other names, in any order. */
  shows: ['Channa Dal', 'Kala Channa', 'Kabuli Channa', 'Cholla Mogar'],
  /** A category all of them are in: picking it leaves them shown. */
  category: categoryCopy.labels.pulses,
  product: 'Kabuli Channa',
  /** A valid GSTIN (Maharashtra). */
  gstin: '27AAPFU0939F1ZV',
} as const

/**
 * The catalogue's and the enquiry page's words the journey looks for. Their modules import through
 * the app's `@/` alias, which tsx does not resolve, so they are written here; journey.test.ts
 * checks them against the app's copy.
 */
export const APP_COPY = {
  verifyToBuy: 'Verify GST to Buy',
  buyNow: 'Buy Now',
  addToEnquiry: 'Add to enquiry',
  orderTitle: 'Order request',
  enquiryTitle: 'Your enquiry list',
} as const

/** A key is held this long, and the next one pressed this long after: a thumb's pace. */
const KEY_HOLD_MS = 40
const KEY_GAP_MS = 150
/** A step's result not on screen by then counts as failed (the slowed CPU makes all slow). */
const STEP_TIMEOUT_MS = 30_000
/** Settled: no task over 50 ms for this long (so late work still lands in its step's TBT)… */
const QUIET_MS = 500
/** …or this long after the result showed, whichever comes first. */
const SETTLE_LIMIT_MS = 10_000
/** The in-page waits look this often: often enough, and too little work to be measured. */
const POLL_MS = 50

const JOURNEY_DIR = join(RESULTS_DIR, 'journey')

/** Lighthouse's mobile screen (412 × 823 px); its types allow the setting to be left out. */
const MOBILE_SCREEN = screenEmulationMetrics.mobile as Required<ScreenEmulationSettings>

/** Where on the page a target is looked for. */
type Scope =
  | { kind: 'catalogue' }
  | { kind: 'card'; product: string }
  | { kind: 'dialog'; title: string }
  | { kind: 'labelled'; label: string }
  | { kind: 'header' }

/** A visible element, found as a buyer finds it: by what it says. */
interface Target {
  css: string
  within?: Scope
  /** Its aria-label, else its label (a field), else its text, spaces collapsed: exactly this. */
  name?: string
  /** …or starting with this. */
  prefix?: string
  /** A regular expression (case-insensitive) its text matches. */
  pattern?: string
  enabled?: boolean
}

/**
 * Runs in the page: the first visible element `target` names, or null; with `absent`, true when
 * there is none and null while there is. (Self-contained: Puppeteer sends it as source.)
 */
function locate(target: Target, absent: boolean): Element | true | null {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const catalogue = () => document.querySelector('input[type="search"]')?.closest('section')
  const scopeOf = (within: Scope | undefined): ParentNode | null | undefined => {
    if (!within) return document
    switch (within.kind) {
      case 'catalogue':
        return catalogue()
      case 'card':
        return [...(catalogue()?.querySelectorAll('article') ?? [])].find(
          (card) => clean(card.querySelector('h3')?.textContent) === within.product,
        )
      case 'dialog':
        return [...document.querySelectorAll('dialog[open]')].find(
          (dialog) => clean(dialog.querySelector('h2')?.textContent) === within.title,
        )
      case 'labelled':
        return [...document.querySelectorAll('[aria-label]')].find(
          (element) => element.getAttribute('aria-label') === within.label,
        )
      case 'header':
        return document.querySelector('header')
    }
  }
  // Text as it is read out: without what is hidden from assistive technology (a count badge).
  const textOf = (node: Node): string =>
    node instanceof Element && node.getAttribute('aria-hidden') === 'true'
      ? ''
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : [...node.childNodes].map(textOf).join('')
  const nameOf = (element: Element) => {
    const label = (element as HTMLInputElement).labels?.[0]
    return clean(element.getAttribute('aria-label') ?? textOf(label ?? element))
  }
  const pattern = target.pattern === undefined ? null : new RegExp(target.pattern, 'i')
  const found = [...(scopeOf(target.within)?.querySelectorAll(target.css) ?? [])].find(
    (element) =>
      element.checkVisibility() &&
      (target.name === undefined || nameOf(element) === target.name) &&
      (target.prefix === undefined || nameOf(element).startsWith(target.prefix)) &&
      (pattern === null || pattern.test(clean(element.textContent))) &&
      (!target.enabled || !(element as HTMLButtonElement).disabled),
  )
  if (absent) return found ? null : true
  return found ?? null
}

/** Runs in the page: whether the catalogue's cards are exactly those of `names`. */
function showsOnly(names: readonly string[]): boolean {
  const section = document.querySelector('input[type="search"]')?.closest('section')
  const shown = [...(section?.querySelectorAll('article h3') ?? [])]
    .filter((heading) => heading.checkVisibility())
    .map((heading) => (heading.textContent ?? '').trim())
  return shown.length === names.length && names.every((name) => shown.includes(name))
}

/**
 * Runs in the page: resolves once no task has run over 50 ms for `quietMs` (a timer firing more
 * than 50 ms late waited behind one) and two frames have followed, or after `limitMs` regardless.
 */
function settled(quietMs: number, limitMs: number, pollMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const start = performance.now()
    let last = start
    let quietSince = start
    const tick = () => {
      const now = performance.now()
      if (now - last > pollMs + 50) quietSince = now
      last = now
      // Two frames more: the last interaction's paint is presented, and so reported, now.
      if (now - quietSince >= quietMs)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))
      else if (now - start >= limitMs) resolve(false)
      else setTimeout(tick, pollMs)
    }
    setTimeout(tick, pollMs)
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Waits until `fn` is truthy in the page; past STEP_TIMEOUT_MS, fails saying `failure`. */
async function until<Params extends unknown[]>(
  page: Page,
  failure: string,
  fn: EvaluateFunc<Params>,
  ...args: Params
): Promise<JSHandle> {
  try {
    return await page.waitForFunction(fn, { polling: POLL_MS, timeout: STEP_TIMEOUT_MS }, ...args)
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error
    throw new Error(`${failure} within ${STEP_TIMEOUT_MS / 1000} s`)
  }
}

async function find(page: Page, target: Target, what: string): Promise<ElementHandle<Element>> {
  const handle = await until(page, `${what} did not show`, locate, target, false)
  const element = handle.asElement()
  if (!element) throw new Error(`${what} is not an element`)
  return element as ElementHandle<Element>
}

async function shows(page: Page, target: Target, what: string): Promise<void> {
  await (await find(page, target, what)).dispose()
}

async function goes(page: Page, target: Target, what: string): Promise<void> {
  await (await until(page, `${what} did not go`, locate, target, true)).dispose()
}

async function showsJust(page: Page, names: readonly string[], what: string): Promise<void> {
  await (await until(page, `${what} did not show alone`, showsOnly, names)).dispose()
}

/**
 * Runs in the page: whether the history entry an open dialog adds (so that Back closes it, marked
 * with `marker`) has been taken out again, as a closed dialog does a moment later. A tap before
 * then can land while the page answers that Back.
 */
function noDialogEntry(marker: string): boolean {
  const state: unknown = history.state
  return typeof state !== 'object' || state === null || !(marker in state)
}

async function dialogClosed(page: Page, title: string): Promise<void> {
  await goes(page, { css: 'h2', within: { kind: 'dialog', title } }, `the "${title}" dialog`)
  await (
    await until(
      page,
      `the "${title}" dialog's history entry stayed`,
      noDialogEntry,
      DIALOG_HISTORY_MARKER,
    )
  ).dispose()
}

/** Runs in the page: resolves once it has not scrolled for two frames (or after `limitMs`). */
function scrollStill(limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const start = performance.now()
    let last = ''
    let still = 0
    const frame = () => {
      const position = `${scrollX},${scrollY}`
      still = position === last ? still + 1 : 0
      last = position
      if (still >= 2) resolve(true)
      else if (performance.now() - start > limitMs) resolve(false)
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

/**
 * A finger's tap on it, scrolled into view first (as Puppeteer does, at once), never while the
 * page is still scrolling (html scrolls smoothly): the tap would land beside it.
 */
async function tap(page: Page, target: Target, what: string): Promise<void> {
  const element = await find(page, target, what)
  await page.evaluate(scrollStill, STEP_TIMEOUT_MS)
  await element.tap()
  await element.dispose()
}

async function typeKeys(page: Page, text: string): Promise<void> {
  for (const key of text) {
    await page.keyboard.press(key as KeyInput, { delay: KEY_HOLD_MS })
    await new Promise((resolve) => setTimeout(resolve, KEY_GAP_MS))
  }
}

const catalogue: Scope = { kind: 'catalogue' }
const card: Scope = { kind: 'card', product: JOURNEY.product }
const gstDialog: Scope = { kind: 'dialog', title: gstCopy.title }
const orderDialog: Scope = { kind: 'dialog', title: APP_COPY.orderTitle }
const verifyButton: Target = {
  css: 'button',
  within: card,
  name: `${APP_COPY.verifyToBuy}: ${JOURNEY.product}`,
  enabled: true,
}
const gstinField: Target = { css: 'input', within: gstDialog, name: gstCopy.label }
const enquiryLink: Target = {
  css: 'a',
  within: { kind: 'header' },
  name: uiText.enquiryLinkLabel(1),
}
const found = `the products "${JOURNEY.search}" finds`

/** What each step does, through to its result on screen. */
const STEP_ACTIONS: Record<JourneyStepName, (page: Page) => Promise<void>> = {
  'Type a search': async (page) => {
    await tap(page, { css: 'input[type="search"]' }, 'the search box')
    await typeKeys(page, JOURNEY.search)
    await showsJust(page, JOURNEY.shows, found)
  },
  'Pick a category': async (page) => {
    const filter: Target = { css: '[role="group"] button', within: catalogue }
    await tap(page, { ...filter, name: JOURNEY.category }, `the ${JOURNEY.category} filter`)
    await shows(
      page,
      { ...filter, css: '[role="group"] button[aria-pressed="true"]', name: JOURNEY.category },
      `the ${JOURNEY.category} filter pressed`,
    )
    await showsJust(page, JOURNEY.shows, found)
  },
  'Open Verify GST to Buy': async (page) => {
    await tap(page, verifyButton, `${JOURNEY.product}'s ${APP_COPY.verifyToBuy}`)
    await shows(page, gstinField, 'the GST dialog’s GSTIN field')
  },
  Verify: async (page) => {
    await tap(page, gstinField, 'the GSTIN field')
    await typeKeys(page, JOURNEY.gstin)
    await tap(
      page,
      { css: 'button[type="submit"]', within: gstDialog, name: gstCopy.submit, enabled: true },
      `the GST dialog’s ${gstCopy.submit}`,
    )
    await shows(page, { css: '*', within: gstDialog, name: gstCopy.verifiedTitle }, 'the verdict')
    await shows(page, { css: 'p', within: card, pattern: '₹\\s?\\d' }, `${JOURNEY.product}'s price`)
    await tap(
      page,
      { css: 'button', within: gstDialog, name: uiText.closeDialog },
      'the GST dialog’s close button',
    )
    await dialogClosed(page, gstCopy.title)
  },
  'Open the order form': async (page) => {
    await tap(
      page,
      { css: 'button', within: card, name: `${APP_COPY.buyNow}: ${JOURNEY.product}` },
      `${JOURNEY.product}'s ${APP_COPY.buyNow}`,
    )
    await shows(page, { css: 'form', within: orderDialog }, 'the order form')
  },
  'Add to the enquiry list': async (page) => {
    await page.keyboard.press('Escape')
    await dialogClosed(page, APP_COPY.orderTitle)
    await tap(
      page,
      { css: 'button', within: card, prefix: `${APP_COPY.addToEnquiry}: ${JOURNEY.product}, ` },
      `${JOURNEY.product}'s ${APP_COPY.addToEnquiry}`,
    )
    await shows(page, { css: '[role="status"]', within: card, pattern: '\\S' }, 'what was added')
    await shows(page, enquiryLink, `the header's "${uiText.enquiryLinkLabel(1)}"`)
  },
  'Open the list': async (page) => {
    await tap(page, enquiryLink, `the header's "${uiText.enquiryLinkLabel(1)}"`)
    await shows(page, { css: 'h1', name: APP_COPY.enquiryTitle }, 'the enquiry page')
    await shows(
      page,
      { css: 'main', pattern: escapeRegExp(JOURNEY.product) },
      `${JOURNEY.product} on the enquiry list`,
    )
    if (new URL(page.url()).pathname !== paths.enquiry) {
      throw new Error(`the enquiry list is not at ${paths.enquiry}: ${page.url()}`)
    }
  },
}

/** The first visit, up to where the journey starts: the live catalogue, consent answered, quiet. */
async function openCatalogue(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  const live = await until(
    page,
    `${paths.products} did not go live`,
    (attribute: string) => {
      const root = document.getElementById('root')
      return root !== null && !root.hasAttribute(attribute) && !root.querySelector(`[${attribute}]`)
    },
    NOT_YET_LIVE_ATTRIBUTE,
  )
  await live.dispose()
  // Priced: the live read is in (the prerendered catalogue has no prices, its buttons wait).
  await shows(page, verifyButton, `${JOURNEY.product}'s ${APP_COPY.verifyToBuy}, enabled`)
  await goes(page, { css: '[aria-busy="true"]', within: catalogue }, 'the busy grid')
  // Answered by a script's click, not a tap: it is none of the journey's steps, and a tap's
  // interaction could be reported (with the next paint) after the first timespan has begun.
  const consent: Scope = { kind: 'labelled', label: uiText.consent.region }
  const accept = await find(
    page,
    { css: 'button', within: consent, name: uiText.consent.accept },
    'the consent notice',
  )
  await accept.evaluate((button) => (button as HTMLElement).click())
  await accept.dispose()
  await goes(page, { css: 'button', within: consent }, 'the consent notice')
  await page.evaluate(settled, QUIET_MS, SETTLE_LIMIT_MS, POLL_MS)
}

/**
 * Lighthouse's mobile defaults, its throttling applied (a timespan cannot simulate) and the CPU
 * ours; but not its screen and user agent: those it sets at each timespan's start and loses at its
 * end (with the session it sets them on), so the page would be resized between steps and again at
 * the next one's start. The page has them from Puppeteer instead, for the whole journey.
 */
function flagsFor(cpuSlowdown: number): Flags {
  return {
    throttlingMethod: 'devtools',
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    screenEmulation: { disabled: true },
    emulatedUserAgent: false,
    onlyAudits: [
      'interaction-to-next-paint',
      'total-blocking-time',
      'inp-breakdown-insight',
      'long-tasks',
    ],
  }
}

function numeric(lhr: Result, audit: string): number | null {
  const value = lhr.audits[audit]?.numericValue
  return typeof value === 'number' ? value : null
}

/** One journey in a fresh context; its flow report goes to `reportFile`. */
async function runJourney(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  reportFile: string,
): Promise<JourneyStepSample[]> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    // tsx compiles with esbuild's keepNames, which wraps the named functions inside the page
    // functions in __name(…) calls; the page has no such helper unless we give it one.
    await page.evaluateOnNewDocument('globalThis.__name ??= (fn) => fn')
    // The phone Lighthouse emulates (see flagsFor), from the first visit on.
    await page.setViewport({
      width: MOBILE_SCREEN.width,
      height: MOBILE_SCREEN.height,
      deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
      isMobile: MOBILE_SCREEN.mobile,
      hasTouch: MOBILE_SCREEN.mobile,
    })
    await page.setUserAgent({ userAgent: userAgents.mobile })
    await openCatalogue(page, url)
    const flow = await startFlow(page, {
      name: `Buyer journey on ${paths.products}`,
      flags: flagsFor(cpuSlowdown),
    })
    for (const name of JOURNEY_STEPS) {
      await flow.startTimespan({ name })
      try {
        await STEP_ACTIONS[name](page)
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`)
      }
      await page.evaluate(settled, QUIET_MS, SETTLE_LIMIT_MS, POLL_MS)
      await flow.endTimespan()
    }
    const result = await flow.createFlowResult()
    writeFileSync(reportFile, JSON.stringify(result))
    return result.steps.map((step) => ({
      inpMs: numeric(step.lhr, 'interaction-to-next-paint'),
      tbtMs: numeric(step.lhr, 'total-blocking-time'),
      parts: inpPartsOf(step.lhr.audits['inp-breakdown-insight']?.details),
    }))
  } finally {
    await context.close()
  }
}

/** A Chromium driven by Puppeteer (what Lighthouse's flows take), closed by the cleanup if not by us. */
async function launchPuppeteer(context: PhaseContext): Promise<Browser> {
  const { chromium, cleanup, tmp } = context
  cleanup.ensureRunning()
  const browser = await puppeteer.launch({
    executablePath: chromium.path,
    headless: true,
    args: [...LOCAL_ONLY_BROWSER_ARGS, '--no-sandbox'],
    userDataDir: join(tmp, 'journey-profile'),
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  const unregister = cleanup.add('Chromium (Puppeteer)', () => browser.close())
  browser.once('disconnected', unregister)
  return browser
}

export async function runJourneyPhase(
  context: PhaseContext,
  cpuSlowdown: number,
  runs: number = JOURNEY_RUNS,
): Promise<JourneyResult> {
  const { cleanup, log, tmp } = context
  rmSync(JOURNEY_DIR, { recursive: true, force: true })
  mkdirSync(JOURNEY_DIR, { recursive: true })
  const ports = benchPorts()
  log(`starting the local stack for the buyer journey on port ${ports.app}…`)
  const logFile = join(RESULTS_DIR, 'stack-journey.log')
  writeFileSync(logFile, '')
  const stack = await startStack({ ports, dataDir: join(tmp, 'journey-stack'), logFile, cleanup })
  try {
    const browser = await launchPuppeteer(context)
    try {
      const perRun: JourneyStepSample[][] = []
      const errors: string[] = []
      for (let run = 1; run <= runs; run++) {
        cleanup.ensureRunning()
        const label = `buyer journey ${run}/${runs} at ${cpuSlowdown}×`
        const t0 = performance.now()
        const measure = () =>
          runJourney(
            browser,
            `${stack.origin}${paths.products}`,
            cpuSlowdown,
            join(JOURNEY_DIR, `run-${run}.json`),
          )
        let measured: JourneyStepSample[] | null = null
        // A run that fails (a step's result never showed) is made once more before it counts.
        for (let attempt = 1; attempt <= 2 && measured === null; attempt++) {
          try {
            measured = await measure()
          } catch (error) {
            const message = (error as Error).message
            log(`${label}: failed (${message})${attempt === 1 ? ', once more' : ''}`)
            if (attempt === 2) errors.push(`run ${run}: ${message}`)
          }
        }
        if (measured === null) continue
        const samples = measured
        perRun.push(samples)
        const took = `${((performance.now() - t0) / 1000).toFixed(0)} s`
        const steps = JOURNEY_STEPS.map(
          (name, i) =>
            `${name} ${shownMs(samples[i]?.inpMs ?? null)}/${shownMs(samples[i]?.tbtMs ?? null)}`,
        )
        log(`${label} (INP/TBT): ${steps.join(', ')} · ${took}`)
      }
      const result: JourneyResult = {
        cpuSlowdown,
        runs,
        ...journeyMedians(perRun),
        error: errors.length > 0 ? errors.join('; ') : null,
      }
      log(`buyer journey: median step INP ${shownMs(result.medianStepInpMs)}`)
      return result
    } finally {
      await browser.close()
    }
  } finally {
    await stack.stop()
  }
}
