import { useEffect, useEffectEvent, useState, type RefObject } from 'react'

export interface InViewOptions {
  /** Grows (or, negative, shrinks) the viewport the element is checked against, as in CSS. */
  rootMargin?: string
  /** How much of the element must show before it counts: 0 (a pixel, the default) to 1. */
  threshold?: number
  /** Stop watching the first time the element is in view: it stays in view from then on. */
  once?: boolean
  /** Watch nothing for now (the answer is known already), keeping the last answer. */
  skip?: boolean
  /**
   * Each report as it arrives, `first` when it is the first since watching began: it tells where
   * the element stood once laid out (above the viewport, in it, or below).
   */
  onChange?: (entry: IntersectionObserverEntry, first: boolean) => void
}

type Listener = (entry: IntersectionObserverEntry) => void

/**
 * One observer per margin and threshold, watching every element that asks with them (each
 * element by one watcher). The browser works out each observer's intersections in every frame's
 * update: a page of lazy images with an observer each spent tens of milliseconds there in one
 * frame on a slow phone, while one observer with many targets does that work once.
 */
const pools = new Map<
  string,
  { observer: IntersectionObserver; listeners: Map<Element, Listener> }
>()

function watch(element: Element, rootMargin = '', threshold = 0, listener: Listener): () => void {
  const key = `${rootMargin}|${threshold}`
  let pool = pools.get(key)
  if (!pool) {
    const listeners = new Map<Element, Listener>()
    const observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => listeners.get(entry.target)?.(entry)),
      { rootMargin, threshold },
    )
    pool = { observer, listeners }
    pools.set(key, pool)
  }
  const { observer, listeners } = pool
  listeners.set(element, listener)
  observer.observe(element)
  return () => {
    if (listeners.get(element) !== listener) return
    listeners.delete(element)
    observer.unobserve(element)
    if (listeners.size > 0) return
    observer.disconnect()
    pools.delete(key)
  }
}

/**
 * Whether `ref`'s element intersects the viewport (grown by `rootMargin`), from an
 * IntersectionObserver shared with every element watched with the same options. The element is read from the ref when watching starts, after the commit:
 * components keep it in a ref, not in state, since a state set from a ref callback is a
 * synchronous re-render inside the commit, which for a page of these re-rendered everything
 * during hydration. The observer's reports arrive in tasks of their own, after layout, so
 * nothing is measured during the render either.
 *
 * Where there is no IntersectionObserver, a `once` watch (something waiting to load or show)
 * counts as in view at once, so it does not wait forever; an ongoing one stays out of view.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin, threshold, once = false, skip = false, onChange }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false)
  const report = useEffectEvent((entry: IntersectionObserverEntry, first: boolean) => {
    setInView(entry.isIntersecting)
    onChange?.(entry, first)
  })
  const done = skip || (once && inView)
  useEffect(() => {
    const element = ref.current
    if (done || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      // No report will ever come, so this is the only answer. It is given after mount, not
      // during the render, so the markup still matches what was prerendered (in Node, also
      // without an observer).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (once) setInView(true)
      return
    }
    let first = true
    const stop = watch(element, rootMargin, threshold, (entry) => {
      if (once && entry.isIntersecting) stop()
      report(entry, first)
      first = false
    })
    return stop
  }, [ref, rootMargin, threshold, once, done])
  return inView
}
