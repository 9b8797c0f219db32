/**
 * The build's server entry (tools/prerender): each fixed address rendered to HTML as a visitor
 * who is not signed in first sees it, so a phone paints the page before any script has run.
 * The browser then takes the same markup over (mount.tsx).
 */
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import type { CatalogKey } from '@/config/catalog-keys'
import { catalogFromDocuments, listCatalog } from '@/lib/catalog/catalog'
import { previewItems, serializePreview, type CatalogPreview } from '@/lib/catalog/catalog-preview'
import { collectionsFor } from '@/lib/catalog/catalog-routes'
import { renderWithPreview } from '@/lib/catalog/catalog-store'
import type { StoredDocument } from '@/lib/firebase/firestore'
import { App } from './app'
import { pageLocale, routerBasename } from './page-locale'
import { appRoutes } from './router'

/** Where the build reads catalogue documents from; without one, it reads Firestore as the app does. */
export type ReadDocuments = (key: CatalogKey) => Promise<StoredDocument[]>

/** The build's copy of the collections the page at `path` shows, or null if it shows none. */
export async function catalogPreviewFor(
  path: string,
  readDocuments?: ReadDocuments,
): Promise<CatalogPreview | null> {
  const keys = collectionsFor(path)
  if (keys.length === 0) return null
  const entries = await Promise.all(
    keys.map(async <K extends CatalogKey>(key: K) => {
      const items = readDocuments
        ? catalogFromDocuments(key, await readDocuments(key))
        : await listCatalog(key)
      return [key, previewItems(key, items)] as const
    }),
  )
  return Object.fromEntries(entries) as CatalogPreview
}

export interface PrerenderedPage {
  html: string
  /** The text of the page's catalogue preview element, if it has one. */
  preview: string | null
}

export async function renderPage(
  path: string,
  preview: CatalogPreview | null = null,
): Promise<PrerenderedPage> {
  // `path` is the page's address in the build's language (/hi/products in the Hindi build).
  const handler = createStaticHandler(appRoutes, { basename: routerBasename(pageLocale(path)) })
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${path} answered a redirect when prerendered`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const errors: unknown[] = []
  renderWithPreview(preview)
  try {
    const { prelude } = await prerender(
      <App knownSignedOut>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>,
      {
        onError: (error) => void errors.push(error),
        // One piece of HTML: no boundary moved out into a later chunk, which would need an inline
        // script (refused by the Content-Security-Policy) to be put back in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    )
    // A part that failed would be left for the browser to render: fail the build instead.
    if (errors.length > 0) throw errors[0]
    const html = await new Response(prelude).text()
    return { html, preview: preview ? serializePreview(preview) : null }
  } finally {
    renderWithPreview(null)
  }
}
