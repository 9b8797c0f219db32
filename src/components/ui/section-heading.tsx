import type { ReactNode } from 'react'
import { cn } from './cn'

interface SectionHeadingProps {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string
  title: ReactNode
  eyebrow?: ReactNode
  intro?: ReactNode
  align?: 'start' | 'center'
  className?: string
}

/** The eyebrow, <h2> and lead paragraph that open a content section. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = 'start',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn(align === 'center' && 'mx-auto text-center', 'max-w-2xl', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-saffron-700">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-1 font-display text-3xl font-bold text-balance text-brand-900 md:text-4xl"
      >
        {title}
      </h2>
      {intro ? (
        <p className="mt-3 text-base text-pretty text-stone-700 md:text-lg">{intro}</p>
      ) : null}
    </div>
  )
}
