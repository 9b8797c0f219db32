import { LazyMotion, m } from 'framer-motion'
import type { ReactNode } from 'react'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'
import { cn } from './cn'

/** framer-motion's animation engine, fetched the first time something on the page animates. */
const loadFeatures = () => import('./motion-features').then((module) => module.default)

interface RevealProps {
  children: ReactNode
  className?: string
  as?: 'div' | 'section' | 'li'
  id?: string
  /** Seconds before the fade starts, to stagger neighbours. */
  delay?: number
}

/**
 * Fades and slides its content in (0.5 s, 24 px) the first time it scrolls into view (spec §2);
 * static for reduced-motion visitors. Each Reveal carries its own LazyMotion, so framer-motion
 * lands only in the chunks of pages that use it, never in the first load of the app, and only
 * below-the-fold sections use it, so nothing a page needs to paint first waits for it.
 */
export function Reveal({ children, className, as = 'div', id, delay = 0 }: RevealProps) {
  const reduced = usePrefersReducedMotion()
  if (reduced) {
    const Tag = as
    return (
      <Tag id={id} className={className}>
        {children}
      </Tag>
    )
  }
  const Motion = m[as]
  return (
    <LazyMotion features={loadFeatures} strict>
      <Motion
        id={id}
        className={cn(className)}
        initial={{ opacity: 0, y: 24 }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, margin: '0px 0px -10% 0px' }}
        transition={{ duration: 0.5, ease: 'easeOut', delay }}
      >
        {children}
      </Motion>
    </LazyMotion>
  )
}
