import { useRef, useState, type CSSProperties } from 'react'
import { cn } from '@/components/ui/cn'
import { LazyImage } from '@/components/ui/lazy-image'
import { Reveal } from '@/components/ui/motion'
import { TIMINGS } from '@/config/constants'
import { useInView } from '@/hooks/use-in-view'
import { useIsMobile } from '@/hooks/use-media-query'
import { motionControls } from './home-content'
import { clientSection } from './sections-content'
import { PauseButton } from './pause-button'
import { SectionHeading } from '@/components/ui/section-heading'

/** Seconds per loop (20 s on desktop, 15 s below 768 px). */
export function marqueeSeconds(mobile: boolean): number {
  return mobile ? TIMINGS.marqueeMobileSeconds : TIMINGS.marqueeDesktopSeconds
}

/**
 * The client logos, scrolling leftward without a seam. Pauses on hover, on focus, with its button
 * and while it is off screen; under prefers-reduced-motion it is a still, wrapped row (see
 * home.css).
 */
export function ClientMarquee() {
  const mobile = useIsMobile()
  const [paused, setPaused] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  // Off screen once the observer says so: until the app runs, the prerendered logos move as ever.
  const [offscreen, setOffscreen] = useState(false)
  useInView(frame, { onChange: (entry) => setOffscreen(!entry.isIntersecting) })
  const style = { '--marquee-duration': `${marqueeSeconds(mobile)}s` } as CSSProperties
  return (
    <section aria-labelledby="clients-title" className="py-16 md:py-20">
      <Reveal className="container-page">
        <SectionHeading
          id="clients-title"
          align="center"
          eyebrow={clientSection.eyebrow}
          title={clientSection.title}
        />
      </Reveal>
      <div
        className="home-marquee mt-10"
        data-paused={paused || undefined}
        data-offscreen={offscreen || undefined}
      >
        <div
          ref={frame}
          data-testid="client-marquee-frame"
          className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]"
        >
          <div
            data-testid="client-marquee-track"
            style={style}
            className="home-marquee-track flex w-max motion-reduce:container-page motion-reduce:w-full"
          >
            <LogoList />
            <LogoList duplicate />
          </div>
        </div>
        <div className="mt-6 flex justify-center motion-reduce:hidden">
          <PauseButton
            paused={paused}
            onToggle={() => setPaused((p) => !p)}
            what={motionControls.clients}
            showText
          />
        </div>
      </div>
    </section>
  )
}

/** One copy of the logos; the second copy exists only to close the loop and is hidden from assistive tech. */
function LogoList({ duplicate = false }: { duplicate?: boolean }) {
  const { clients, logoSize, placeholder } = clientSection
  return (
    <ul
      aria-labelledby={duplicate ? undefined : 'clients-title'}
      aria-hidden={duplicate || undefined}
      className={cn(
        'flex shrink-0 items-center gap-6 pr-6 md:gap-10 md:pr-10',
        'motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0',
        duplicate && 'motion-reduce:hidden',
      )}
    >
      {clients.map((client) => (
        <li key={client.name} className="shrink-0">
          <LazyImage
            src={client.logo}
            fallbackSrc={placeholder}
            alt={duplicate ? '' : client.name}
            width={logoSize.width}
            height={logoSize.height}
            className="h-16 w-auto rounded-xl shadow-sm ring-1 ring-stone-200 md:h-20"
          />
        </li>
      ))}
    </ul>
  )
}
