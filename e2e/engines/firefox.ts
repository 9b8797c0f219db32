/**
 * Firefox for the engine smoke: Debian's Firefox ESR driven by Puppeteer over WebDriver BiDi, the
 * W3C protocol Firefox speaks natively (no geckodriver, which no registry here serves). One
 * browser per worker; each test gets a browser context of its own (its own storage), as a new
 * visitor.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import { LOCAL_ONLY_FIREFOX_PREFS } from '../../tools/browsers/firefox'
import type { EngineDriver, InPage } from './engine-page'
import { recordErrors } from './page-errors'

export function launchFirefox(executablePath: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: { ...LOCAL_ONLY_FIREFOX_PREFS },
  })
}

/** Scrolled to the middle at once: a smooth scroll still under way would move the target. */
const intoView = (element: Element) =>
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })

export class FirefoxDriver implements EngineDriver<ElementHandle<Element>> {
  readonly engine = 'firefox'

  private constructor(
    private readonly page: Page,
    private readonly close_: () => Promise<void>,
  ) {}

  /** A new visitor: a fresh browser context of `browser`, with one page. */
  static async open(browser: Browser): Promise<FirefoxDriver> {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    // Recording starts before the page's own scripts, so errors of its start are seen too.
    await page.evaluateOnNewDocument(recordErrors)
    return new FirefoxDriver(page, () => context.close())
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' })
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' })
  }

  async url(): Promise<string> {
    return this.page.url()
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height })
  }

  evaluate<A extends unknown[], T>(fn: InPage<A, T>, ...args: A): Promise<T> {
    return this.page.evaluate(fn as (...args: unknown[]) => T, ...args) as Promise<T>
  }

  evaluateOn<T>(
    element: ElementHandle<Element>,
    fn: (element: Element) => T | Promise<T>,
  ): Promise<T> {
    return element.evaluate(fn) as Promise<T>
  }

  async element<A extends unknown[]>(
    fn: InPage<A, Element | null>,
    ...args: A
  ): Promise<ElementHandle<Element> | null> {
    const handle = await this.page.evaluateHandle(
      fn as (...args: unknown[]) => Element | null,
      ...args,
    )
    const element = handle.asElement() as ElementHandle<Element> | null
    if (!element) await handle.dispose()
    return element
  }

  async click(element: ElementHandle<Element>): Promise<void> {
    await element.click()
  }

  async type(element: ElementHandle<Element>, text: string): Promise<void> {
    await element.evaluate(intoView)
    await element.focus()
    await element.evaluate((field) => (field as HTMLInputElement).select())
    if (text === '') await this.page.keyboard.press('Backspace')
    else await element.type(text)
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot())
  }

  close(): Promise<void> {
    return this.close_()
  }
}
