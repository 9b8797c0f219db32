import { useEffect, useState, type ReactNode } from 'react'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'

interface RevealProps {
  children: ReactNode
  className?: string
  as?: 'div' | 'section' | 'li'
  id?: string
  /** Seconds before the fade starts, to stagger neighbours. */
  delay?: number
}

/** When the reveal starts: a tenth of the viewport above its bottom edge. */
const VIEWPORT_MARGIN = '0px 0px -10% 0px'

type Stage = 'waiting' | 'shown'

/** The animation's first frame, held until it runs. */
const FIRST_FRAME = { opacity: 0, transform: 'translateY(24px)' } as const

/**
 * Waits, laid out but transparent, until `element` comes into view, then has framer-motion
 * (fetched then, see ./reveal-animation.ts) fade it in. An element already scrolled past is
 * shown as it is; should the animation code fail to arrive, the content is shown without it.
 */
function useReveal(element: HTMLElement | null, delay: number): Stage {
  // Without IntersectionObserver (old browsers, tests) there is nothing to wait for.
  const [stage, setStage] = useState<Stage>(() =>
    typeof IntersectionObserver === 'undefined' ? 'shown' : 'waiting',
  )
  useEffect(() => {
    if (!element || stage === 'shown') return
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
  }, [element, stage, delay])
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
  const stage = useReveal(reduced ? null : element, delay)
  const waiting = !reduced && stage === 'waiting'
  return (
    <Tag ref={setElement} id={id} className={className} style={waiting ? FIRST_FRAME : undefined}>
      {children}
    </Tag>
  )
}
