/**
 * The catalogue collections each page reads, so the app can ask for them as it starts, beside
 * the page's code rather than after it (a buyer on a slow network sees products sooner). Kept
 * apart from the store: the entry imports it, and it must stay small.
 */
import { paths } from '@/config/paths'
import type { CatalogKey } from './catalog-store'

const byPage: Record<string, readonly CatalogKey[]> = {
  [paths.products]: ['products', 'featuredProducts'],
  [paths.blogs]: ['blogShortPosts', 'blogPosts'],
  [paths.jobs]: ['jobListings'],
}
const blogPostPrefix = paths.blogPost('')

/** The collections the page at `pathname` reads; none for pages without catalogue data. */
export function collectionsFor(pathname: string): readonly CatalogKey[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path.startsWith(blogPostPrefix) && path.length > blogPostPrefix.length) return ['blogPosts']
  return byPage[path] ?? []
}
