import { cn } from '@/components/ui/cn'
import { LazyImage } from '@/components/ui/lazy-image'
import { productImageSize, productPlaceholder, type BestSellerCard } from './sections-content'

interface BestSellerTileProps {
  card: BestSellerCard
  /** Which of the card's two products is showing. */
  face: 0 | 1
}

/** One best-seller card: both images stacked and cross-faded, the current product's name below. */
export function BestSellerTile({ card, face }: BestSellerTileProps) {
  const name = card.name[face]
  return (
    <article
      data-testid="best-seller-card"
      className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="relative aspect-square bg-saffron-50">
        {card.images.map((src, i) => {
          const current = i === face
          return (
            <LazyImage
              key={src}
              src={src}
              fallbackSrc={productPlaceholder}
              alt={current ? card.name[i] : ''}
              aria-hidden={current ? undefined : true}
              data-current={current || undefined}
              width={productImageSize.width}
              height={productImageSize.height}
              className={cn(
                'absolute inset-0 size-full object-cover transition-opacity duration-700 motion-reduce:transition-none',
                current ? 'opacity-100' : 'opacity-0',
              )}
            />
          )
        })}
      </div>
      <h3
        key={name}
        className="home-fade-in px-3 py-4 text-center font-display text-lg font-semibold text-brand-900 md:text-xl"
      >
        {name}
      </h3>
    </article>
  )
}
