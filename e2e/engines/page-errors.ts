/**
 * The errors a page reports (uncaught errors, unhandled rejections, console.error), recorded
 * inside the page by the same code in both engines, and read from there before the page is left:
 * what a page reports while it is being left (a request cut short by the navigation, say) is not
 * a fault of any page a person sees, and is not read.
 */

/** Starts recording in this page; a second call does nothing. Refers to nothing outside itself. */
export function recordErrors(): void {
  const page = window as unknown as { __engineErrors?: string[] }
  if (page.__engineErrors) return
  const errors: string[] = []
  page.__engineErrors = errors
  window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${String(event.reason)}`),
  )
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`)
    original(...args)
  }
}

/** What the page has recorded since the last call (none where nothing records). */
export function takeRecordedErrors(): string[] {
  const page = window as unknown as { __engineErrors?: string[] }
  return page.__engineErrors?.splice(0) ?? []
}
