/**
 * A page of the site in Firefox or WebKit, as the engine smoke uses it: the same few actions and
 * waits in both, on top of each engine's driver (firefox.ts over WebDriver BiDi, webkit.ts over
 * classic WebDriver). Every wait polls until what it waits for holds, or fails after
 * ENGINE_WAIT_MS naming it; none waits for a fixed time.
 */
import { armClickCheck, clickArrived, locate, readyForClick, type Query } from './in-page'
import { takeRecordedErrors } from './page-errors'

/** A function run inside the page: it may use nothing but its arguments (JSON) and the page. */
export type InPage<A extends unknown[], T> = (...args: A) => T | Promise<T>

/** What each engine's driver does; an element is whatever the driver names one by. */
export interface EngineDriver<E = unknown> {
  readonly engine: 'firefox' | 'webkit'
  /** Loads `url`; resolves once it has loaded, its errors recorded (page-errors.ts). */
  goto(url: string): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  setViewport(width: number, height: number): Promise<void>
  evaluate<A extends unknown[], T>(fn: InPage<A, T>, ...args: A): Promise<T>
  /** Runs `fn` in the page with `element`. */
  evaluateOn<T>(element: E, fn: (element: Element) => T | Promise<T>): Promise<T>
  /** The element `fn` returns, or null. */
  element<A extends unknown[]>(fn: InPage<A, Element | null>, ...args: A): Promise<E | null>
  /** A pointer's click at its centre (it is in view, see readyForClick). */
  click(element: E): Promise<void>
  /** Focuses a text field, selects its text and types `text` over it, key by key. */
  type(element: E, text: string): Promise<void>
  /** A PNG of what the page shows now. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

/** How long a wait lasts before it fails: a page start in a slow engine on a busy machine. */
export const ENGINE_WAIT_MS = 20_000
const POLL_MS = 100

const named = (query: Query): string => JSON.stringify(query)

export class EnginePage<E = unknown> {
  private errors: string[] = []

  constructor(
    readonly driver: EngineDriver<E>,
    private readonly baseURL: string,
  ) {}

  get engine() {
    return this.driver.engine
  }

  async goto(path: string): Promise<void> {
    await this.keepErrors()
    await this.driver.goto(new URL(path, this.baseURL).href)
  }

  async reload(): Promise<void> {
    await this.keepErrors()
    await this.driver.reload()
  }

  /** Keeps what the page has recorded, before it is left. */
  private async keepErrors(): Promise<void> {
    try {
      this.errors.push(...(await this.driver.evaluate(takeRecordedErrors)))
    } catch {
      // No page yet.
    }
  }

  setViewport(width: number, height: number): Promise<void> {
    return this.driver.setViewport(width, height)
  }

  evaluate<A extends unknown[], T>(fn: InPage<A, T>, ...args: A): Promise<T> {
    return this.driver.evaluate(fn, ...args)
  }

  /** Polls `check` until it gives something other than undefined; fails naming `what`. */
  async until<T>(
    what: string,
    check: () => Promise<T | undefined>,
    waitMs = ENGINE_WAIT_MS,
  ): Promise<T> {
    const deadline = Date.now() + waitMs
    let last: unknown
    for (;;) {
      try {
        const value = await check()
        if (value !== undefined) return value
      } catch (error) {
        last = error
      }
      if (Date.now() > deadline) {
        const cause = last instanceof Error ? ` (last error: ${last.message})` : ''
        throw new Error(`${this.engine}: ${what}, still not so after ${waitMs} ms${cause}`)
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  private find(query: Query, actionable: boolean, waitMs = ENGINE_WAIT_MS): Promise<E> {
    return this.until(
      `${named(query)} is ${actionable ? 'usable' : 'shown'}`,
      async () => (await this.driver.element(locate, query, actionable)) ?? undefined,
      waitMs,
    )
  }

  /** Waits until `query` is shown, for `waitMs` when what brings it has a longer limit of its own. */
  async shows(query: Query, waitMs = ENGINE_WAIT_MS): Promise<void> {
    await this.find(query, false, waitMs)
  }

  /** Waits until nothing matching `query` is shown. */
  async showsNo(query: Query): Promise<void> {
    await this.until(`${named(query)} is gone`, async () =>
      (await this.driver.element(locate, query, false)) ? undefined : true,
    )
  }

  /** Clicks the element `query` finds, once it is usable and holds still where it is shown. */
  async click(query: Query): Promise<void> {
    await this.until(`${named(query)} is clicked`, async () => {
      const element = await this.driver.element(locate, query, true)
      if (!element || !(await this.driver.evaluateOn(element, readyForClick))) return undefined
      await this.driver.evaluateOn(element, armClickCheck)
      await this.driver.click(element)
      // A click that loaded another page leaves no page to ask: it arrived.
      const arrived = await this.driver.evaluateOn(element, clickArrived).catch(() => true)
      return arrived ? true : undefined
    })
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.driver.type(await this.find(query, true), text)
  }

  /** Waits until the address is `path` (with its query, if it has one). */
  async isAt(path: string): Promise<void> {
    await this.until(`the address is ${path}`, async () => {
      const url = new URL(await this.driver.url())
      return `${url.pathname}${url.search}` === path ? true : undefined
    })
  }

  /** Waits until `check` (run in the page) gives true. */
  async holds<A extends unknown[]>(what: string, check: InPage<A, boolean>, ...args: A) {
    await this.until(what, async () =>
      (await this.driver.evaluate(check, ...args)) ? true : undefined,
    )
  }

  /** Errors the pages reported (uncaught, or through console.error) since the last call. */
  async takeErrors(): Promise<string[]> {
    await this.keepErrors()
    return this.errors.splice(0)
  }

  /** What a failed test shows of the page: its address, its text and a picture of it. */
  async snapshot(): Promise<{ url: string; text: string; png: Buffer }> {
    const [url, text, png] = await Promise.all([
      this.driver.url(),
      this.driver.evaluate(() => document.body.innerText),
      this.driver.screenshot(),
    ])
    return { url, text, png }
  }
}
