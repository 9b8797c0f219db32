import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'
import { Reveal } from '@/components/ui/motion'
import { SectionHeading } from '@/components/ui/section-heading'

interface AboutSectionProps {
  id: string
  title: string
  eyebrow?: string
  intro?: string
  tone?: 'plain' | 'white'
  children: ReactNode
}

/** A titled band of the About page that fades in when scrolled into view. */
export function AboutSection({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  children,
}: AboutSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tone === 'white' && 'bg-white')}>
      <Reveal className="container-page py-14 md:py-20">
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} intro={intro} />
        <div className="mt-10">{children}</div>
      </Reveal>
    </section>
  )
}
