import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom'
import { dropReplacedDefaults, removeStaticDefaults } from '@/components/seo/head-tags'
import { setHydrating } from '@/lib/util/client-snapshot'
import { nextTask } from '@/lib/util/next-task'
import { clearSessionPendingMark, sessionPendingMark } from '@/lib/session/session-mark'
import { App } from './app'
import { makeLive, NOT_YET_LIVE_ATTRIBUTE } from '@/components/ui/live'
import { PRERENDERED_PATH_ATTRIBUTE, samePath } from './prerendered'
import { activatePageLocale, pageLocale, routerBasename } from './page-locale'
import { appRoutes } from './router'

function openSessionStorage(): void {
  try {
    void window.sessionStorage.length
  } catch {
    // Storage turned off: the router copes, and so does the rest of the app.
  }
}

/**
 * Loads the page modules of the routes matching `pathname` before the router is created (the
 * route-HTML file has them preloaded), so the first render already has the page: hydration meets
 * the same tree the prerender made, and a fresh render needs no placeholder. Says whether they all
 * loaded. A route whose module failed (or stalled past its time limit) keeps that failure, so
 * the router shows the route's error at once instead of waiting for the page all over again.
 */
async function loadMatchedRoutes(
  routes: RouteObject[],
  pathname: string,
  basename: string | undefined,
): Promise<boolean> {
  const matches = matchRoutes(routes, pathname, basename) ?? []
  const loads = await Promise.allSettled(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      try {
        const loaded = await route.lazy()
        Object.assign(route, loaded, { lazy: undefined })
      } catch (error) {
        route.lazy = () => Promise.reject(error)
        throw error
      }
    }),
  )
  return loads.every((load) => load.status === 'fulfilled')
}

/**
 * Starts the app in `root`. A page prerendered at build (signed out, tools/prerender) is hydrated
 * as it stands when storage shows nobody is signed in. Otherwise (a user may be signed in, or
 * the document is the empty shell) the page is emptied and rendered afresh, which shows nothing
 * until the session is known.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  const pending = sessionPendingMark()
  const prerendered = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE)
  const { pathname } = window.location
  // The page's language: its addresses are under the language's prefix (/hi/…).
  const locale = pageLocale(pathname)
  const basename = routerBasename(locale)
  // A build writes its language into the page; the dev server serves both from one bundle.
  if (import.meta.env.DEV) await activatePageLocale(locale)
  const loaded = await loadMatchedRoutes(appRoutes, pathname, basename)
  await nextTask()
  // The router reads session storage as it is made. The browser opens that storage on a page's
  // first read, which can take several milliseconds on its own: it gets a task of its own.
  openSessionStorage()
  await nextTask()
  const router = createBrowserRouter(appRoutes, { basename })
  await nextTask()
  // A page that could not be loaded is replaced by its error, which no prerender holds.
  if (loaded && !pending && prerendered !== null && samePath(prerendered, pathname)) {
    // A transition: hydration then runs in slices, leaving the main thread free in between.
    setHydrating(true)
    startTransition(() => {
      hydrateRoot(
        root,
        <App
          knownSignedOut
          onMounted={() => {
            // The page keeps a title throughout: the prerendered tags go only once the app's
            // own are in, and those the app adopted stay.
            dropReplacedDefaults(document)
            setHydrating(false)
            makeLive(root)
          }}
        >
          <RouterProvider router={router} />
        </App>,
      )
    })
    return
  }
  // The tags in the HTML's head are for crawlers that run no scripts; every page renders its own,
  // which must not sit beside them.
  removeStaticDefaults(document)
  root.replaceChildren()
  root.removeAttribute(NOT_YET_LIVE_ATTRIBUTE)
  clearSessionPendingMark()
  createRoot(root).render(
    <App knownSignedOut={!pending}>
      <RouterProvider router={router} />
    </App>,
  )
}
