/**
 * Resolves in a task of its own, so the browser can handle input (and paint) between two pieces
 * of start-up work. A message, unlike a timer, is not clamped or throttled.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      // An open port keeps a Node process (the build's prerender) alive.
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Runs `start` once the browser is idle (at the latest after `timeout` ms), for work a page will
 * want soon but not for its first paint or its first response to input.
 */
export function whenIdle(start: () => void, timeout = 3000): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout })
  else setTimeout(start, Math.min(timeout, 1000))
}

/** Resolves once the browser is idle (see whenIdle): steps of preloading, one per idle period. */
export function idle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve))
}

/**
 * Resolves in a task after the browser's next frame: work that reads the layout (sizes, styles)
 * then finds it already computed for that frame, instead of forcing it in the middle of a task.
 * A hidden tab renders no frames, so this waits until the tab is shown.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => void nextTask().then(resolve))
  })
}
