/**
 * The routes that get an HTML file of their own (tools/route-html, tools/prerender), from the route
 * table: each with a fixed address whose page is a chunk of its own. The home page is part of the
 * app's script and lives in index.html; patterns with parameters (/blog/:id) have no single file,
 * and pages behind a sign-in (the account, the desk) get the app's shell.
 */
import { isFixedPath, pageFile, routeList, type RouteSpec } from '../../src/config/routes.ts'

export interface RoutePage {
  /** The address, e.g. "/products". */
  path: string
  /** The page module as a project path, e.g. "src/features/catalog/products-page.tsx". */
  module: string
}

export function routePages(routes: readonly RouteSpec[] = routeList): RoutePage[] {
  return routes
    .filter(
      (route) => !route.eager && (route.access ?? 'public') === 'public' && isFixedPath(route.path),
    )
    .map((route) => ({ path: route.path, module: pageFile(route.page.module) }))
}

/** The file Hosting (cleanUrls) and `vite preview` serve for `path`: /products → products.html. */
export function htmlFileFor(path: string): string {
  if (!/^\/[\w-]+$/.test(path)) throw new Error(`No single-file name for the route "${path}"`)
  return `${path.slice(1)}.html`
}
