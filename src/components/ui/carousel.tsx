import type { ReactNode } from 'react'
import { uiText } from '@/config/ui-content'
import { cn } from './cn'
import { useCarousel } from './use-carousel'
import { Icon } from './icons'

interface CarouselProps<T> {
  items: readonly T[]
  intervalMs: number
  /** Accessible name of the whole carousel, e.g. "Featured products". */
  label: string
  /** A short name of one item for the dot buttons, e.g. the product name. */
  itemLabel: (item: T, index: number) => string
  renderItem: (item: T, index: number) => ReactNode
  className?: string
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow ring-1 ring-stone-200 hover:bg-white'

/**
 * An accessible auto-advancing carousel (WAI-ARIA APG pattern): previous/next and dot buttons with
 * names, a pause/play button, pauses on hover and focus, still under reduced motion.
 */
export function Carousel<T>({
  items,
  intervalMs,
  label,
  itemLabel,
  renderItem,
  className,
}: CarouselProps<T>) {
  const carousel = useCarousel(items.length, intervalMs)
  const { index } = carousel
  if (items.length === 0) return null
  return (
    <section
      aria-roledescription={uiText.carousel.carousel}
      aria-label={label}
      className={cn('relative', className)}
      {...carousel.rootProps}
    >
      <div aria-live={carousel.playing ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={uiText.carousel.slideRole}
            aria-label={uiText.carousel.slide(i + 1, items.length, itemLabel(item, i))}
            hidden={i !== index}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <button
          type="button"
          className={controlClass}
          onClick={carousel.previous}
          aria-label={uiText.carousel.previous}
        >
          <Icon name="chevron-left" className="size-5 stroke-2" />
        </button>
        <div className="flex items-center">
          {items.map((item, i) => (
            <button
              key={i}
              type="button"
              onClick={() => carousel.goTo(i)}
              aria-label={uiText.carousel.showSlide(i + 1, itemLabel(item, i))}
              aria-current={i === index ? 'true' : undefined}
              className="inline-flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block size-2.5 rounded-full',
                  i === index ? 'bg-brand-700' : 'bg-stone-300',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClass}
          onClick={carousel.next}
          aria-label={uiText.carousel.next}
        >
          <Icon name="chevron-right" className="size-5 stroke-2" />
        </button>
        {carousel.reducedMotion ? null : (
          <button
            type="button"
            className={controlClass}
            onClick={carousel.toggleAutoplay}
            aria-label={carousel.autoplay ? uiText.carousel.pause : uiText.carousel.play}
          >
            <Icon name={carousel.autoplay ? 'pause' : 'play'} className="size-5 stroke-[3]" />
          </button>
        )}
      </div>
    </section>
  )
}
