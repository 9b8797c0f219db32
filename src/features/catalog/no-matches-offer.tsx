import { useId, type ReactNode } from 'react'
import { AskForItPanel } from './ask-for-it-panel'
import { catalogCopy as copy } from './catalog-content'

interface NoMatchesOfferProps {
  /** The search, trimmed and not empty. */
  search: string
  /** The cards of the products the search names by another name, if any. */
  suggestions: ReactNode
}

/**
 * What the empty state offers when no product name holds the search: the products it names by
 * another name, if any, and asking us for what was searched. Its code loads apart from the page
 * (search-fallback.ts), so it imports no more of the page than its words.
 */
export function NoMatchesOffer({ search, suggestions }: NoMatchesOfferProps) {
  const headingId = useId()
  return (
    <>
      {suggestions ? (
        <section aria-labelledby={headingId} className="mt-4 w-full text-left">
          <h3 id={headingId} className="mb-4 font-display text-xl font-bold text-brand-900">
            {copy.suggestionsHeading(search)}
          </h3>
          {suggestions}
        </section>
      ) : null}
      <AskForItPanel search={search} />
    </>
  )
}
