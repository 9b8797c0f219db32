/**
 * Holds every `requestAnimationFrame` callback until the test runs it, so a test can tell work
 * done before the browser's next frame from work done after it. Restored by `vi.restoreAllMocks`.
 */
export function holdFrames() {
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  return {
    frames,
    /** Runs the frame callbacks held so far, as the browser would before painting. */
    renderFrame: () => frames.splice(0).forEach((callback) => callback(performance.now())),
  }
}

/** Resolves once the tasks queued so far (messages, short timers) have run. */
export function laterTasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20))
}
