import { Button } from '@/components/ui/button'
import { LazyPart } from '@/components/ui/lazy-part'
import type { Product } from '@/lib/catalog/catalog'
import { catalogCopy as copy } from './catalog-content'
import { CatalogEmpty } from './catalog-states'
import { ProductList } from './product-list'
import { isFiltered, soldUnderOtherNames, type ProductQuery } from './product-query'
import type { Purchase } from './purchase'
import { noMatchesPart } from './search-fallback'

interface ProductGridProps {
  total: number
  query: ProductQuery
  matches: readonly Product[]
  /** When there are no matches: the products the search names by another name. */
  suggestions: readonly Product[]
  /** The page of the matches (or else of the suggestions) shown so far. */
  visible: readonly Product[]
  verified: boolean
  pricesPending: boolean
  onBuy: (purchase: Purchase) => void
  onShowMore: () => void
  onReset: () => void
}

/** The filtered products (or what else the search names), a page at a time, with a live count. */
export function ProductGrid({
  total,
  query,
  matches,
  suggestions,
  visible,
  onShowMore,
  onReset,
  ...cards
}: ProductGridProps) {
  if (total === 0) return <CatalogEmpty message={copy.emptyCatalogue} />
  const listed = matches.length > 0 ? matches : suggestions
  const searched = query.search.trim()
  const otherNames = soldUnderOtherNames(matches, searched)
  return (
    <div>
      <p role="status" className="mb-4 text-sm text-stone-700">
        {copy.resultCount(matches.length > 0 ? visible.length : 0, matches.length)}
        {matches.length === 0 && suggestions.length > 0
          ? `, ${copy.suggestionCount(suggestions.length)}`
          : null}
        {otherNames ? (
          <span className="mt-1 block font-semibold text-brand-900">
            {copy.soldAs(searched, otherNames)}
          </span>
        ) : null}
      </p>
      {matches.length === 0 ? (
        <CatalogEmpty
          // With other names found, their heading says what happened: nothing failed.
          message={suggestions.length > 0 ? null : copy.noMatches}
          onReset={isFiltered(query) ? onReset : undefined}
        >
          {searched ? (
            <LazyPart
              loader={noMatchesPart}
              props={{
                search: searched,
                suggestions:
                  visible.length > 0 ? <ProductList products={visible} {...cards} /> : null,
              }}
              fallback={null}
              failedText={copy.loadErrorText}
              retryLabel={copy.retry}
            />
          ) : null}
        </CatalogEmpty>
      ) : (
        <ProductList products={visible} {...cards} />
      )}
      {visible.length < listed.length ? (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={onShowMore}>
            {copy.showMore}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
