/**
 * Resolves in a task of its own, so the browser can handle input (and paint) between two pieces
 * of start-up work. A message, unlike a timer, is not clamped or throttled.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}
