/**
 * WebKit for the engine smoke: WebKitGTK's MiniBrowser driven by WebKitWebDriver over classic W3C
 * WebDriver (webdriver.ts), drawn on a virtual display of its own (Xvfb). One display and one
 * driver per worker; each test gets a new session, which is a new MiniBrowser with empty storage,
 * as a new visitor.
 *
 * WebKitWebDriver has no log API and no script run before a page's own, so errors are recorded from
 * inside the page once it has loaded: those of its first moments are not seen here (a page that
 * fails to start shows as a blank page, which the smoke's waits catch).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCAL_ONLY_WEBKIT_ARGS, type FoundWebKit } from '../../tools/browsers/webkit'
import type { EngineDriver, InPage } from './engine-page'
import { recordErrors } from './page-errors'
import { isWebElement, KEYS, WebDriverSession, type WebElement } from './webdriver'

const START_TIMEOUT_MS = 30_000

/**
 * MiniBrowser's toolbar keeps its window wider than a phone's screen: GTK's own stylesheet, from
 * the configuration folder the browser is given, lets it shrink to 390 px.
 */
const NARROW_TOOLBAR_CSS = `toolbar, toolbar *, entry, button {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0;
}
`

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

/** Starts Xvfb on a display it picks itself (-displayfd); resolves with that display. */
function startXvfb(xvfb: string): Promise<{ process: ChildProcess; display: string }> {
  const child = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let said = ''
    let errors = ''
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)))
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('\n')) resolve({ process: child, display: `:${said.trim()}` })
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors}`)),
    )
  })
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    try {
      const response = await fetch(`${url}/status`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} in ${START_TIMEOUT_MS} ms`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** A virtual display and a WebKitWebDriver on it, for one worker's tests. */
export class WebKitHost {
  private constructor(
    private readonly found: FoundWebKit,
    private readonly xvfb: ChildProcess,
    private readonly driver: ChildProcess,
    private readonly driverUrl: string,
    private readonly configDir: string,
  ) {}

  static async start(found: FoundWebKit): Promise<WebKitHost> {
    const configDir = mkdtempSync(join(tmpdir(), 'engine-smoke-webkit-'))
    mkdirSync(join(configDir, 'gtk-3.0'))
    writeFileSync(join(configDir, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS)
    const { process: xvfb, display } = await startXvfb(found.xvfb)
    const port = await freePort()
    const driver = spawn(found.driver, [`--port=${port}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: configDir,
        // No accessibility bus on a virtual display: GTK would wait for one.
        NO_AT_BRIDGE: '1',
      },
    })
    const driverUrl = `http://127.0.0.1:${port}`
    try {
      await waitForDriver(driverUrl, driver)
    } catch (error) {
      await Promise.all([stop(driver), stop(xvfb)])
      throw error
    }
    return new WebKitHost(found, xvfb, driver, driverUrl, configDir)
  }

  /** A new session: a new MiniBrowser, with nothing stored. */
  async open(): Promise<WebKitDriver> {
    const session = await WebDriverSession.start(this.driverUrl, {
      'webkitgtk:browserOptions': {
        binary: this.found.browser,
        args: ['--automation', ...LOCAL_ONLY_WEBKIT_ARGS],
      },
    })
    return new WebKitDriver(session)
  }

  async stop(): Promise<void> {
    await stop(this.driver)
    await stop(this.xvfb)
    rmSync(this.configDir, { recursive: true, force: true })
  }
}

export class WebKitDriver implements EngineDriver<WebElement> {
  readonly engine = 'webkit'

  constructor(private readonly session: WebDriverSession) {}

  private run<T>(fn: (...args: never[]) => unknown, args: unknown[]): Promise<T> {
    return this.session.execute<T>(`return (${String(fn)}).apply(null, arguments)`, args)
  }

  async goto(url: string): Promise<void> {
    await this.session.navigate(url)
    await this.run(recordErrors, [])
  }

  async reload(): Promise<void> {
    await this.session.refresh()
    await this.run(recordErrors, [])
  }

  url(): Promise<string> {
    return this.session.currentUrl()
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.session.setWindowRect(width, height)
  }

  evaluate<A extends unknown[], T>(fn: InPage<A, T>, ...args: A): Promise<T> {
    return this.run<T>(fn as (...args: never[]) => unknown, args)
  }

  evaluateOn<T>(element: WebElement, fn: (element: Element) => T | Promise<T>): Promise<T> {
    return this.run<T>(fn as (...args: never[]) => unknown, [element])
  }

  async element<A extends unknown[]>(
    fn: InPage<A, Element | null>,
    ...args: A
  ): Promise<WebElement | null> {
    const found = await this.run<unknown>(fn as (...args: never[]) => unknown, args)
    return isWebElement(found) ? found : null
  }

  async click(element: WebElement): Promise<void> {
    await this.session.click(element)
  }

  async type(element: WebElement, text: string): Promise<void> {
    await this.run(
      (field: HTMLInputElement) => {
        field.scrollIntoView({ block: 'center', behavior: 'instant' })
        field.focus()
        field.select()
      },
      [element],
    )
    // Typed over the selection. WebDriver's Element Clear would empty the field without the
    // input event the page listens for.
    await this.session.sendKeys(element, text === '' ? KEYS.backspace : text)
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.session.screenshot(), 'base64')
  }

  async close(): Promise<void> {
    await this.session.end()
  }
}
