/**
 * The W3C WebDriver commands the engine smoke needs, over HTTP: WebKitWebDriver speaks classic
 * WebDriver only (no BiDi), and these few standard commands are all the smoke sends. The
 * maintained clients for it (WebdriverIO's `webdriver`, `selenium-webdriver`) need Node 22, and
 * WebdriverIO's brings drivers' downloaders for every other browser with it.
 */

/** How a script's result names an element (W3C WebDriver's web element identifier). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

export interface WebElement {
  [ELEMENT_KEY]: string
}

export function isWebElement(value: unknown): value is WebElement {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value
}

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`WebDriver ${error}: ${message}`)
  }
}

/** Key codes of W3C WebDriver's key input. */
export const KEYS = { backspace: '\uE003' } as const

async function send<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
  if (!response.ok) {
    throw new WebDriverError(value.error ?? String(response.status), value.message ?? '')
  }
  return value
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** A new session of the driver at `driverUrl` (http://host:port), with `capabilities`. */
  static async start(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>(driverUrl, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    })
    return new WebDriverSession(driverUrl, sessionId)
  }

  private command<T>(method: string, path: string, body?: unknown): Promise<T> {
    return send<T>(this.base, method, `/session/${this.id}${path}`, body)
  }

  /** Loads `url` and resolves once it has loaded. */
  navigate(url: string): Promise<null> {
    return this.command('POST', '/url', { url })
  }

  refresh(): Promise<null> {
    return this.command('POST', '/refresh', {})
  }

  currentUrl(): Promise<string> {
    return this.command('GET', '/url')
  }

  setWindowRect(width: number, height: number): Promise<unknown> {
    return this.command('POST', '/window/rect', { width, height })
  }

  /** Runs `script` (a function body) with `args`; a promise it returns is waited for. */
  execute<T>(script: string, args: unknown[]): Promise<T> {
    return this.command('POST', '/execute/sync', { script, args })
  }

  click(element: WebElement): Promise<null> {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/click`, {})
  }

  sendKeys(element: WebElement, text: string): Promise<null> {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/value`, { text })
  }

  /** A PNG of the page's viewport, in base64. */
  screenshot(): Promise<string> {
    return this.command('GET', '/screenshot')
  }

  end(): Promise<null> {
    return send(this.base, 'DELETE', `/session/${this.id}`)
  }
}
