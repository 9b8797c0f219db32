/**
 * The routes that get an HTML file of their own (tools/route-html, tools/prerender), from the route
 * table: each public one with a fixed address, the home page in index.html. Patterns with
 * parameters (/blog/:id) have no single file, and they and pages behind a sign-in (the account,
 * the desk) get the app's shell (SHELL_FILE), which names no page's chunk.
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
    .filter((route) => (route.access ?? 'public') === 'public' && isFixedPath(route.path))
    .map((route) => ({ path: route.path, module: pageFile(route.page.module) }))
}

/** The app with no page of its own: Hosting serves it for every address without a file. */
export const SHELL_FILE = 'shell.html'

/**
 * The file Hosting (cleanUrls) and `vite preview` serve for `path`: / → index.html,
 * /products → products.html.
 */
export function htmlFileFor(path: string): string {
  if (path === '/') return 'index.html'
  if (!/^\/[\w-]+$/.test(path)) throw new Error(`No single-file name for the route "${path}"`)
  return `${path.slice(1)}.html`
}
