/**
 * Catalogue scale: on /products with a large catalogue and the CPU throttled, the time from a
 * keystroke in the search box to the first paint of the updated grid. Start: the keydown event's
 * timestamp. End: after the frame that shows the grid's changed text has been painted
 * (requestAnimationFrame, then a message task) with no further text change since.
 */
import type { Browser, Page } from '@playwright/test'
import { SCALE } from './config'
import { median } from './stats'

export interface KeystrokeSample {
  key: string
  ms: number | null
}

export interface KeystrokeResult {
  products: number
  cpuThrottlingRate: number
  samples: KeystrokeSample[]
  medianMs: number | null
  error: string | null
}

interface InPageResult {
  start: number | null
  end: number
  ok: boolean
}

/** Runs in the page: arms a one-shot measurement of the next keystroke, read back by `collect`. */
function arm(timeoutMs: number): void {
  const focused = document.activeElement
  const root = focused?.closest('section') ?? document.querySelector('main') ?? document.body
  const holder = window as unknown as { __benchKeystroke?: Promise<InPageResult> }
  holder.__benchKeystroke = new Promise<InPageResult>((resolve) => {
    let start: number | null = null
    let lastText = root.textContent
    let changes = 0
    let painted = 0
    const onKey = (event: KeyboardEvent) => {
      start ??= event.timeStamp
    }
    const finish = (ok: boolean) => {
      observer.disconnect()
      window.removeEventListener('keydown', onKey, true)
      clearTimeout(timer)
      resolve({ start, end: performance.now(), ok })
    }
    // rAF runs just before the frame's paint; a message posted from it runs just after.
    const afterNextPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => (changes === painted ? finish(true) : afterNextPaint())
        painted = changes
        channel.port2.postMessage(null)
      })
    const observer = new MutationObserver(() => {
      const text = root.textContent
      if (text === lastText) return // a class or an image swap: the results did not change
      lastText = text
      changes += 1
      if (changes === 1) afterNextPaint()
    })
    window.addEventListener('keydown', onKey, true)
    observer.observe(root, { subtree: true, childList: true, characterData: true })
    const timer = setTimeout(() => finish(false), timeoutMs)
  })
}

async function collect(page: Page): Promise<InPageResult> {
  return page.evaluate(
    () => (window as unknown as { __benchKeystroke: Promise<InPageResult> }).__benchKeystroke,
  )
}

async function openCatalogue(page: Page, url: string, products: number) {
  await page.goto(url, { waitUntil: 'load' })
  const search = page.getByRole('searchbox', { name: /search/i }).first()
  await search.waitFor({ timeout: 60_000 })
  // Loaded when the section around the search box shows the catalogue's size ("2,000 products").
  const count = products.toLocaleString('en-IN')
  await page
    .waitForFunction(
      (text) => {
        const box = document.querySelector('input[type="search"]')
        const root = box?.closest('section') ?? document.querySelector('main')
        return root?.textContent?.includes(text) ?? false
      },
      count,
      { timeout: 90_000 },
    )
    .catch(() => {
      throw new Error(
        `/products never showed "${count}" products: was the generated catalogue served?`,
      )
    })
  return search
}

export async function measureKeystrokes(
  browser: Browser,
  url: string,
  products: number,
): Promise<KeystrokeResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const samples: KeystrokeSample[] = []
  const result = (error: string | null): KeystrokeResult => ({
    products,
    cpuThrottlingRate: SCALE.cpuThrottlingRate,
    samples,
    medianMs: median(samples.map((s) => s.ms)),
    error,
  })
  try {
    // tsx compiles with esbuild's keepNames, which wraps the named functions inside `arm` in
    // __name(…) calls; the page has no such helper unless we give it one.
    await context.addInitScript('globalThis.__name ??= (fn) => fn')
    const page = await context.newPage()
    const search = await openCatalogue(page, url, products)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SCALE.cpuThrottlingRate })
    await search.focus()
    const warmup = SCALE.warmupPairs * 2
    for (let i = 0; i < warmup + SCALE.keystrokes; i++) {
      const key = i % 2 === 0 ? '1' : 'Backspace'
      await page.evaluate(arm, SCALE.keystrokeTimeoutMs)
      await page.keyboard.press(key)
      const { start, end, ok } = await collect(page)
      if (i >= warmup) samples.push({ key, ms: ok && start !== null ? end - start : null })
      // Let passive effects and idle work finish before the next key.
      await page.waitForTimeout(300)
    }
    const missed = samples.filter((s) => s.ms === null).length
    return result(
      missed > 0
        ? `${missed} keystroke(s) did not update the grid within ${SCALE.keystrokeTimeoutMs} ms`
        : null,
    )
  } catch (error) {
    return result((error as Error).message)
  } finally {
    await context.close()
  }
}
