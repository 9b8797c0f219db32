import { cn } from '@/components/ui/cn'
import { featuredImageClasses, featuredSlideClasses } from './featured-slide'
import { cardClasses, cardImageClasses } from './product-card'

/**
 * Loading placeholders built with the real layouts' classes and heights (no layout shift). The
 * pulse is on a whole skeleton, not on each block: every animated element is restyled on every
 * beat of the animation.
 */

const block = 'rounded bg-stone-200'

function PurchasePanelSkeleton() {
  return (
    <div className="space-y-3">
      <div>
        <div className={cn(block, 'mb-1.5 h-4 w-16')} />
        <div className="grid grid-cols-2 gap-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={cn(block, 'h-12 rounded-lg')} />
          ))}
        </div>
      </div>
      <div className="flex min-h-8 items-center">
        <div className={cn(block, 'h-6 w-24')} />
      </div>
      <div className={cn(block, 'h-11 w-full rounded-lg')} />
    </div>
  )
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardClasses} data-testid="product-skeleton">
      <div className={cn(cardImageClasses, 'bg-stone-200')} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex h-7 items-center">
          <div className={cn(block, 'h-5 w-2/3')} />
        </div>
        <div className="mt-auto">
          <PurchasePanelSkeleton />
        </div>
      </div>
    </div>
  )
}

/** One featured slide plus the carousel's control row below it. */
export function FeaturedSlideSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={cn(featuredSlideClasses, 'motion-safe:animate-pulse')}>
        <div className={cn(featuredImageClasses, 'bg-stone-200')} />
        <div className="grid gap-6 p-6 md:grid-cols-[3fr_2fr] md:p-8">
          <div className="space-y-3">
            <div className={cn(block, 'h-8 w-1/2')} />
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className={cn(block, 'h-4', i === 4 ? 'w-2/3' : 'w-full')} />
            ))}
            <div className="space-y-2 pt-4">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className={cn(block, 'h-4 w-3/5')} />
              ))}
            </div>
          </div>
          <div className="self-end">
            <PurchasePanelSkeleton />
          </div>
        </div>
      </div>
      <div className="mt-4 h-11" />
    </div>
  )
}
