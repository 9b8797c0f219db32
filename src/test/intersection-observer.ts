/**
 * An IntersectionObserver stand-in that the test reports to by hand, installed with
 * `vi.stubGlobal` (undone by `vi.unstubAllGlobals`).
 */
export interface FakeObserver {
  readonly options: IntersectionObserverInit
  readonly targets: Element[]
  readonly connected: boolean
}

export interface Report {
  isIntersecting: boolean
  /** Where the element's bottom edge stands, in viewport pixels (below the fold by default). */
  bottom?: number
}

export function stubIntersectionObserver() {
  const observers: Observer[] = []
  class Observer implements FakeObserver {
    readonly targets: Element[] = []
    connected = true
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.push(target)
    }
    unobserve(target: Element) {
      this.targets.splice(this.targets.indexOf(target) >>> 0, 1)
    }
    takeRecords() {
      return []
    }
    disconnect() {
      this.connected = false
    }
    report({ isIntersecting, bottom = 2000 }: Report) {
      const entries = this.targets.map(
        (target) =>
          ({ target, isIntersecting, boundingClientRect: { bottom } }) as IntersectionObserverEntry,
      )
      this.callback(entries, this as unknown as IntersectionObserver)
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  return {
    observers: observers as readonly FakeObserver[],
    /** Reports to every observer still watching, as a browser does after layout. */
    report(report: Report) {
      for (const observer of observers.filter((o) => o.connected)) observer.report(report)
    },
  }
}
