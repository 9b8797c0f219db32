/**
 * The build's server entry (tools/prerender): each fixed address rendered to HTML as a visitor
 * who is not signed in first sees it, so a phone paints the page before any script has run.
 * The browser then takes the same markup over (mount.tsx).
 */
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { App } from './app'
import { appRoutes } from './router'

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes)
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${path} answered a redirect when prerendered`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const errors: unknown[] = []
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
  return new Response(prelude).text()
}
