import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  SESSION_HINT_SCRIPT,
  SESSION_PENDING_ATTRIBUTE,
  storedUserKey,
} from '@/lib/session/stored-user'
import { afterFirstPaint, FIRST_PAINT_WAIT_LIMIT_MS, type PaintWatch } from './after-first-paint'

/** A paint report the test sends when it wants, counting who watches. */
function paintReports() {
  const watchers = new Set<() => void>()
  const watchPaint: PaintWatch = (painted) => {
    watchers.add(painted)
    return () => watchers.delete(painted)
  }
  return { watchPaint, watchers, paint: () => [...watchers].forEach((painted) => painted()) }
}

function rootHolding(html: string): HTMLElement {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = html
  document.body.replaceChildren(root)
  return root
}

const prerenderedPage = '<header><a href="/">Home</a></header><main><h1>Products</h1></main>'

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
}

beforeEach(() => {
  vi.useFakeTimers()
  setVisibility('visible')
})

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
  document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE)
})

describe('starting the app after the first paint', () => {
  it('starts at once in the empty shell (pages served without a prerender, the 404, the dev server): no paint will be reported there', () => {
    const { watchPaint, watchers } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(''), start, { watchPaint })
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
  })

  it('starts at once when a signed-in user may be stored, which hides the prerendered page', () => {
    localStorage.setItem(storedUserKey('key'), '{"uid":"u1","isAnonymous":false}')
    ;(0, eval)(SESSION_HINT_SCRIPT)
    const { watchPaint, watchers } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start, { watchPaint })
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
  })

  it('on a prerendered page, waits for the paint report and starts once at it', () => {
    const { watchPaint, watchers, paint } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start, { watchPaint })
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1)
    expect(start).not.toHaveBeenCalled()
    paint()
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
    paint()
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS)
    document.dispatchEvent(new Event('visibilitychange'))
    expect(start).toHaveBeenCalledOnce()
  })

  it('on a prerendered page whose paint is never reported, starts once the wait is over', () => {
    const { watchPaint, watchers } = paintReports()
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start, { watchPaint })
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledOnce()
    expect(watchers.size).toBe(0)
  })

  it('in a tab opened in the background, which paints nothing, starts at once', () => {
    setVisibility('hidden')
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start, paintReports())
    expect(start).toHaveBeenCalledOnce()
  })

  it('starts when a waiting tab is sent to the background', () => {
    const start = vi.fn()
    afterFirstPaint(rootHolding(prerenderedPage), start, paintReports())
    setVisibility('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(start).toHaveBeenCalledOnce()
  })

  it('starts once when the report comes while it is still being watched for', () => {
    const start = vi.fn()
    const reportedAtOnce: PaintWatch = (painted) => {
      painted()
      return () => {}
    }
    afterFirstPaint(rootHolding(prerenderedPage), start, { watchPaint: reportedAtOnce })
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS)
    expect(start).toHaveBeenCalledOnce()
  })
})
