import { Icon } from '@/components/ui/icons'
import { REDUCED_MOTION_QUERY } from '@/config/constants'
import { catalogCopy as copy } from './catalog-content'

/** The id of the search box's band (with the category filters), which the jump lands on. */
export const CATALOG_SEARCH_ID = 'search-products'

const MAGNIFIER = 'M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L21 21'

/**
 * "Search products" at the top of /products: on a phone the search box is more than a screen
 * down, under the GST banner and the featured carousel. One tap brings the box and the first
 * cards into view and puts the cursor in the box. Before the page is live it is a plain link to
 * the same place.
 */
export function SearchJump() {
  return (
    <a
      href={`#${CATALOG_SEARCH_ID}`}
      className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/60 px-4 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-300"
      onClick={(event) => {
        const band = document.getElementById(CATALOG_SEARCH_ID)
        const box = band?.querySelector('input')
        if (!band || !box) return
        event.preventDefault()
        // Read when asked, not watched: the link has nothing to re-render for it.
        const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches
        band.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
        box.focus({ preventScroll: true })
      }}
    >
      <Icon path={MAGNIFIER} className="size-5 stroke-2" />
      {copy.searchJump}
    </a>
  )
}
