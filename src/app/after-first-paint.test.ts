import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_PENDING_ATTRIBUTE } from '@/lib/session/session-mark'
import { SESSION_HINT_SCRIPT, storedUserKey } from '@/lib/session/stored-user'
import { afterFirstPaint, FIRST_PAINT_WAIT_LIMIT_MS } from './after-first-paint'

/**
 * The browser's paint reports, sent when the test says: a stand-in for PerformanceObserver that
 * counts who watches for them.
 */
function paintReports() {
  const watchers = new Set<() => void>()
  class Observer {
    constructor(private readonly callback: () => void) {}
    observe(options: PerformanceObserverInit) {
      if (options.type === 'paint') watchers.add(this.callback)
    }
    disconnect() {
      watchers.delete(this.callback)
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer)
  return { watchers, paint: () => [...watchers].forEach((painted) => painted()) }
}

function rootHolding(html: string): HTMLElement {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = html
  document.body.replaceChildren(root)
  return root
}

const prerenderedPage = '<header><a href="/">Home</a></header><main><h1>Products</h1></main>'

function setHidden(hidden: boolean) {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden)
}

beforeEach(() => {
  vi.useFakeTimers()
  setHidden(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE)
})

describe('starting the app after the first paint', () => {
  it('starts at once in the empty shell (pages served without a prerender, the 404, the dev server): no paint will be reported there', () => {
    const { watchers } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(''), start)
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
  })

  it('starts at once when a signed-in user may be stored, which hides the prerendered page', () => {
    localStorage.setItem(storedUserKey('key'), '{"uid":"u1","isAnonymous":false}')
    ;(0, eval)(SESSION_HINT_SCRIPT)
    const { watchers } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start)
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
  })

  it('on a prerendered page, waits for the paint report and starts once at it', () => {
    const { watchers, paint } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start)
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1)
    expect(start).not.toHaveBeenCalled()
    paint()
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
    paint()
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS)
    expect(start).toHaveBeenCalledOnce()
  })

  it('on a prerendered page whose paint is never reported, starts once the wait is over', () => {
    const { watchers } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start)
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
  })

  it('in a tab opened in the background, which paints nothing, starts at once', () => {
    setHidden(true)
    const start = vi.fn()
    paintReports()
    afterFirstPaint(rootHolding(prerenderedPage), start)
    expect(start).toHaveBeenCalledOnce()
  })
})
