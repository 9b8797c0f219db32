/**
 * The catalogue collections each page reads (from the route table), so the app can ask for them
 * as it starts, beside the page's code rather than after it (a buyer on a slow network sees
 * products sooner). Kept apart from the store: the entry imports it, and it must stay small.
 */
import { routeList } from '@/config/routes'
import type { CatalogKey } from '@/config/catalog-keys'
import { unprefixedPath } from '@/config/locales'

/** Whether `path` (no trailing slash) is an address of `pattern`; `:name` takes one non-empty segment. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path)

/**
 * The collections the page at `pathname` reads, in any language (`/hi/products` as `/products`);
 * none for pages without catalogue data.
 */
export function collectionsFor(pathname: string): readonly CatalogKey[] {
  const unprefixed = unprefixedPath(pathname)
  const path = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed
  return routeList.find((r) => r.collections && matches(r.path, path))?.collections ?? []
}
