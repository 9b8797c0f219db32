import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { catalogCopy as copy } from './catalog-content'
import { ProductCardSkeleton } from './skeletons'

export const GRID_CLASSES = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/**
 * Cards off screen are not laid out or painted until they come near it: a phone shows one or two
 * of them, and the rest would cost it a long task on arrival. Only their height is assumed: an
 * assumed width as well made the one-column grid of a phone 30rem wide.
 */
export const GRID_ITEM_CLASSES =
  '[contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]'

/** Skeleton cards of the final size while products load. */
export function CatalogLoading({ count = 8 }: { count?: number }) {
  return (
    <>
      <p role="status" className="sr-only">
        {copy.loading}
      </p>
      {/* One pulse for the whole list: each animated element is restyled on every beat. */}
      <ul aria-hidden="true" className={cn(GRID_CLASSES, 'motion-safe:animate-pulse')}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={GRID_ITEM_CLASSES}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  )
}

/** The read failed (never thrown at the visitor): say so plainly and offer a retry. */
export function CatalogError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
    >
      <p className="font-display text-xl font-bold text-brand-900">{copy.loadErrorTitle}</p>
      <p className="text-stone-700">{copy.loadErrorText}</p>
      <Button onClick={onRetry}>{copy.retry}</Button>
    </div>
  )
}

interface CatalogEmptyProps {
  /** What is (not) there; none when what follows says it all. */
  message: string | null
  onReset?: () => void
  /** More to offer below the message, such as asking for what was not found. */
  children?: ReactNode
}

export function CatalogEmpty({ message, onReset, children }: CatalogEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {message ? <p className="text-lg font-semibold text-stone-800">{message}</p> : null}
      {onReset ? (
        <Button variant="secondary" onClick={onReset}>
          {copy.clearFilters}
        </Button>
      ) : null}
      {children}
    </div>
  )
}
