import { cn } from '@/components/ui/cn'
import { slideClasses, slideImageClasses, slideTextClasses } from './featured-carousel'

/** The pulse is on the whole slide: every animated element is restyled on every beat. */
const block = 'rounded bg-stone-200'

/**
 * The featured carousel's place while its posts load: one slide and the control row, built with
 * the slide's own classes, so the articles below do not jump down when the posts arrive.
 */
export function FeaturedSkeleton({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div
        aria-hidden="true"
        className={cn(slideClasses, 'motion-safe:animate-pulse')}
        data-testid="featured-skeleton"
      >
        <div className={cn(slideImageClasses, 'bg-stone-200')} />
        <div className={cn(slideTextClasses, 'gap-3')}>
          <div className={cn(block, 'h-4 w-40')} />
          <div className={cn(block, 'h-8 w-4/5')} />
          <div className={cn(block, 'h-8 w-3/5')} />
          {[0, 1, 2].map((i) => (
            <div key={i} className={cn(block, 'h-4', i === 2 ? 'w-2/3' : 'w-full')} />
          ))}
          <div className={cn(block, 'mt-3 h-11 w-36 rounded-lg')} />
        </div>
      </div>
      <div className="mt-4 h-11" />
    </div>
  )
}
