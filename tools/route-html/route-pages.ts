/**
 * The lazily loaded pages of src/app/router.tsx with a fixed address: each `path: paths.<key>`
 * whose route `lazy`-loads `import('@/…')`. Patterns with parameters (/blog/:id) are left out:
 * they have no single file to serve.
 */
import { paths } from '../../src/config/paths.ts'

export interface RoutePage {
  /** The address, e.g. "/products". */
  path: string
  /** The page module as a project path, e.g. "src/features/catalog/products-page.tsx". */
  module: string
}

const LAZY_ROUTE =
  /path:\s*paths\.(\w+)\s*,\s*lazy:\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"`]@\/([^'"`]+)['"`]\s*\)/g

export function routePages(routerSource: string): RoutePage[] {
  const found: RoutePage[] = []
  for (const [, key, module] of routerSource.matchAll(LAZY_ROUTE)) {
    const path = (paths as Record<string, unknown>)[key as string]
    if (typeof path !== 'string') throw new Error(`router.tsx uses an unknown path: paths.${key}`)
    if (path.includes(':')) continue
    found.push({ path, module: `src/${module as string}.tsx` })
  }
  return found
}

/** The file Hosting (cleanUrls) and `vite preview` serve for `path`: /products → products.html. */
export function htmlFileFor(path: string): string {
  if (!/^\/[\w-]+$/.test(path)) throw new Error(`No single-file name for the route "${path}"`)
  return `${path.slice(1)}.html`
}
