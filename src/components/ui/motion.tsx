import { LazyMotion, MotionConfig, m } from 'framer-motion'
import type { ReactNode } from 'react'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'
import { cn } from './cn'

const loadFeatures = () => import('./motion-features').then((module) => module.default)

/** framer-motion with lazily loaded features; honours the visitor's reduced-motion setting. */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}

interface RevealProps {
  children: ReactNode
  className?: string
  as?: 'div' | 'section' | 'li'
  id?: string
  delay?: number
}

/** Fades and slides its content in when scrolled into view; static for reduced-motion visitors. */
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
  )
}
