import { useEffect, useState, type RefObject } from 'react'

interface InViewOptions {
  rootMargin?: string
  /** Stay true after the first intersection (for "load when near"). */
  once?: boolean
}

/** Whether the element intersects the viewport (grown by `rootMargin`). */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting)
        setInView(visible)
        if (visible && once) observer.disconnect()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, once])
  return inView
}
