import { useEffect, useRef, useState } from 'react'
import { cn } from '@/components/ui/cn'
import { wrapIndex } from '@/components/ui/use-carousel'
import { TIMINGS } from '@/config/constants'
import { useInterval } from '@/hooks/use-interval'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'
import { hero, motionControls } from './home-content'
import { PauseButton } from './pause-button'

/**
 * The hero's image panel: cross-fades the three images every 4 s. The first image is
 * the page's LCP element, so it loads eagerly at high priority with explicit dimensions; the
 * others are only requested once it has loaded (they sit in the viewport too, so "lazy" would
 * fetch them at once and split the bandwidth with it), or at the latest on the first change.
 */
export function HeroSlideshow() {
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [firstSettled, setFirstSettled] = useState(false)
  const first = useRef<HTMLImageElement>(null)
  // Prerendered, the first image may have settled before the app took the page over.
  useEffect(() => {
    if (first.current?.complete) setFirstSettled(true)
  }, [])
  const count = hero.images.length
  useInterval(
    () => setIndex((i) => wrapIndex(i + 1, count)),
    TIMINGS.heroSlideMs,
    !reducedMotion && !paused,
  )
  return (
    <div className="relative">
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-brand-100 shadow-xl ring-1 ring-brand-900/10"
        data-testid="hero-slideshow"
      >
        {hero.images.map((image, i) => {
          const current = i === index
          return (
            <img
              key={image.src}
              ref={i === 0 ? first : undefined}
              src={i === 0 || firstSettled || index !== 0 ? image.src : undefined}
              onLoad={i === 0 ? () => setFirstSettled(true) : undefined}
              onError={i === 0 ? () => setFirstSettled(true) : undefined}
              alt={current ? image.alt : ''}
              aria-hidden={current ? undefined : true}
              data-current={current || undefined}
              width={hero.imageSize.width}
              height={hero.imageSize.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? undefined : 'async'}
              className={cn(
                'absolute inset-0 size-full object-cover transition-opacity duration-1000 ease-in-out motion-reduce:transition-none',
                current ? 'opacity-100' : 'opacity-0',
              )}
            />
          )
        })}
      </div>
      {reducedMotion ? null : (
        <PauseButton
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          what={motionControls.hero}
          className="absolute right-3 bottom-3"
        />
      )}
    </div>
  )
}
