import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'

interface RevealProps {
  children: ReactNode
  className?: string
  as?: 'div' | 'section' | 'li'
  id?: string
  /** Seconds before the fade starts, to stagger neighbours. */
  delay?: number
}

/** When the reveal starts: a tenth of the viewport above its bottom edge (as VIEWPORT_MARGIN). */
const VIEWPORT_MARGIN = '0px 0px -10% 0px'
const VIEWPORT_SHARE = 0.9

/** `initial`: as prerendered, before the browser has looked at where the element stands. */
type Stage = 'initial' | 'waiting' | 'shown'

/** The animation's first frame, held until it runs. */
const FIRST_FRAME = { opacity: 0, transform: 'translateY(24px)' } as const

/** Whether `element` is in the reveal zone of the viewport now, or already scrolled past it. */
function inViewOrPast(element: HTMLElement): boolean {
  const { top } = element.getBoundingClientRect()
  return top < window.innerHeight * VIEWPORT_SHARE
}

/**
 * Before the first paint, an element already in view (or scrolled past) is shown as it is: it
 * may have been painted by the prerendered page already. One further down takes the animation's
 * first frame and waits, laid out but transparent, until it comes into view; then framer-motion
 * (fetched then, see ./reveal-animation.ts) fades it in. Should the animation code fail to
 * arrive, the content is shown without it.
 */
function useReveal(element: HTMLElement | null, reduced: boolean, delay: number): Stage {
  const [stage, setStage] = useState<Stage>('initial')
  useLayoutEffect(() => {
    if (!element) return
    if (stage === 'initial') {
      // Without IntersectionObserver (old browsers, tests) there is nothing to wait for.
      const still = reduced || typeof IntersectionObserver === 'undefined' || inViewOrPast(element)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a layout measured before paint
      setStage(still ? 'shown' : 'waiting')
    } else if (stage === 'waiting' && reduced) {
      // The preference became known (or changed) after the element started waiting.
      setStage('shown')
    }
  }, [element, stage, reduced])
  useEffect(() => {
    if (!element || stage !== 'waiting' || reduced) return
    let active = true
    const show = () => {
      if (active) setStage('shown')
    }
    // The first report comes at once, with where the element stands now.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[0]
        if (!entry) return
        if (entry.isIntersecting) {
          observer.disconnect()
          import('./reveal-animation')
            .then(({ revealIn }) => revealIn(element, delay))
            .then(show, show)
        } else if (entry.boundingClientRect.bottom <= 0) {
          observer.disconnect()
          show()
        }
      },
      { rootMargin: VIEWPORT_MARGIN },
    )
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [element, stage, reduced, delay])
  return stage
}

/**
 * Fades and slides its content in (0.5 s, 24 px) the first time it scrolls into view (spec §2);
 * static for reduced-motion visitors. The element is the same before, during and after the
 * animation: nothing inside it is re-created, so focus and state stay where they are.
 */
export function Reveal({ children, className, as: Tag = 'div', id, delay = 0 }: RevealProps) {
  const reduced = usePrefersReducedMotion()
  const [element, setElement] = useState<HTMLElement | null>(null)
  const waiting = useReveal(element, reduced, delay) === 'waiting' && !reduced
  return (
    <Tag ref={setElement} id={id} className={className} style={waiting ? FIRST_FRAME : undefined}>
      {children}
    </Tag>
  )
}
