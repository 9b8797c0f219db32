import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useInView } from '@/hooks/use-in-view'
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

/** `initial`: as prerendered, before the browser has reported where the element stands. */
type Stage = 'initial' | 'waiting' | 'shown'

/** The animation's first frame, held until it runs. */
const FIRST_FRAME = { opacity: 0, transform: 'translateY(24px)' } as const

/**
 * The observer's first report says where the element stands once laid out. One already in view
 * (or scrolled past) is shown as it is: the prerendered page may have painted it already. One
 * further down takes the animation's first frame and waits, laid out but transparent, until it
 * comes into view; then framer-motion (fetched then, see ./reveal-animation.ts) fades it in.
 * Should the animation code fail to arrive, the content is shown without it. Asking the
 * observer, not measuring during the render's commit, keeps a page of reveals from forcing a
 * layout of the whole page in the middle of hydration.
 */
function useReveal(ref: RefObject<HTMLElement | null>, reduced: boolean, delay: number): Stage {
  const [stage, setStage] = useState<Stage>('initial')
  const show = () => setStage('shown')
  // Reduced motion, or no IntersectionObserver (old browsers, tests): nothing waits, and the
  // stage stays 'initial', which holds no style of its own.
  useInView(ref, {
    rootMargin: VIEWPORT_MARGIN,
    once: true,
    skip: stage === 'shown' || reduced,
    onChange: (entry, first) => {
      if (entry.isIntersecting) {
        if (first) show()
        else
          import('./reveal-animation')
            .then(({ revealIn }) => revealIn(entry.target, delay))
            .then(show, show)
      } else if (entry.boundingClientRect.bottom <= 0) {
        show()
      } else if (first) {
        setStage('waiting')
      }
    },
  })
  return stage
}

/**
 * Fades and slides its content in (0.5 s, 24 px) the first time it scrolls into view;
 * static for reduced-motion visitors. The element is the same before, during and after the
 * animation: nothing inside it is re-created, so focus and state stay where they are.
 */
export function Reveal({ children, className, as: Tag = 'div', id, delay = 0 }: RevealProps) {
  const reduced = usePrefersReducedMotion()
  // A ref, not state: a state set from a ref callback is a synchronous update in the middle of
  // the commit, which re-rendered every reveal on the page in the hydration's own task.
  const element = useRef<HTMLElement | null>(null)
  const attach = useCallback((node: HTMLElement | null) => {
    element.current = node
  }, [])
  const waiting = useReveal(element, reduced, delay) === 'waiting' && !reduced
  return (
    <Tag ref={attach} id={id} className={className} style={waiting ? FIRST_FRAME : undefined}>
      {children}
    </Tag>
  )
}
