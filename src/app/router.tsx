import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { routes, type AppRoute, type RouteAccess as RouteAccessLevel } from '@/config/routes'
import { t } from '@/lib/i18n/macro'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { NotFoundPage } from './not-found-page'
import { pageModules } from './page-modules'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'

/**
 * A route of the table: its page in the app's script, or fetched when the route is visited. A
 * download that stalls ends, like a read, once its time is up: in the route's error, with Try
 * again, rather than in a page that never comes.
 */
function pageRoute({ path, page }: AppRoute): RouteObject {
  const at = path === routes.home.path ? { index: true } : { path }
  const source = pageModules[page.module]
  // page-modules.ts is typed so that every module holds the exports its routes name.
  const pick = (pages: object) => (pages as Record<string, ComponentType>)[page.export]
  if (typeof source !== 'function') return { ...at, Component: pick(source) }
  const load = () => withTimeLimit<object>(source(), TIME_LIMITS.readMs, t`The page`)
  return { ...at, lazy: async () => ({ Component: pick(await load()) }) }
}

const accessOf = (route: AppRoute): RouteAccessLevel =>
  'access' in route ? route.access : 'public'

/**
 * The table's routes for one level of access: public ones as they are, the others inside the one
 * guard (route-access.tsx), which decides before any of their pages renders. The guard's code is
 * fetched with the page's, so no public page's first load carries it.
 */
function routesFor(access: RouteAccessLevel): RouteObject[] {
  const pages = Object.values(routes)
    .filter((route) => accessOf(route) === access)
    .map(pageRoute)
  if (access === 'public') return pages
  const guard = () => withTimeLimit(import('./route-access'), TIME_LIMITS.readMs, t`The page`)
  return [
    {
      handle: { access } satisfies AccessHandle,
      lazy: async () => {
        const { AccountPages, StaffPages } = await guard()
        return { Component: access === 'staff' ? StaffPages : AccountPages }
      },
      children: pages,
    },
  ]
}

/** What the guard's layout route carries, for whoever asks which guard a page is behind. */
export interface AccessHandle {
  access: RouteAccessLevel
}

/** The router's routes, from the route table; used by the browser (mount.tsx) and the prerender. */
export const appRoutes: RouteObject[] = [
  {
    path: routes.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Errors inside a page are caught here, below the layout, so header and footer stay usable.
    children: [
      {
        ErrorBoundary: RouteError,
        // Every address the table does not know gets the not-found page.
        children: [
          ...routesFor('public'),
          ...routesFor('account'),
          ...routesFor('staff'),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]
