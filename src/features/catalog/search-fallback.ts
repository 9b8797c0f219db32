/**
 * What a search that finds no product name offers (other names for it, asking us for it) is code
 * apart from the page: most visits never need it. Both parts are fetched once the visitor types,
 * so they are normally in by the time a search comes up empty.
 */
import { partLoader } from '@/components/ui/lazy-part'
import type { searchProducts } from './alias-search'

let aliasSearch: typeof searchProducts | null = null

/** The search with other names if its code is in already (a page shown again has it at once). */
export const loadedAliasSearch = () => aliasSearch

export const loadAliasSearch = () =>
  import('./alias-search').then((module) => (aliasSearch = module.searchProducts))

export const noMatchesPart = partLoader(
  () => import('./no-matches-offer'),
  (module) => module.NoMatchesOffer,
)
