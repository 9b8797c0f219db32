import type { ComponentType } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routeList, type RouteSpec } from '@/config/routes'
import { NotFoundPage } from './not-found-page'
import { AccountPages, StaffPages } from './route-access'
import { appRoutes, type AccessHandle } from './router'

/** An address of `route`: a pattern's parameters filled in. */
const addressOf = (route: RouteSpec) => route.path.replace(/:\w+/g, 'some-id')

/** The page the router renders at `address`, its module loaded as a visit would. */
async function pageAt(address: string): Promise<{ route: RouteObject; Component: unknown }> {
  const match = matchRoutes(appRoutes, address)?.at(-1)
  if (!match) throw new Error(`the router serves nothing at ${address}`)
  const { route } = match
  const loaded = typeof route.lazy === 'function' ? await route.lazy() : route
  return { route, Component: loaded.Component }
}

describe('appRoutes', () => {
  it.each(routeList.map((route) => [route.path, route] as const))(
    'serves %s with the page the route table names',
    async (_path, route) => {
      const { route: served, Component } = await pageAt(addressOf(route))
      const module = (await import(/* @vite-ignore */ `/src/${route.page.module}.tsx`)) as Record<
        string,
        ComponentType
      >
      expect(Component).toBe(module[route.page.export])
      expect(typeof Component).toBe('function')
      // Every page but those of the app's own script is fetched when its route is visited.
      expect(typeof served.lazy === 'function').toBe(!route.eager)
    },
  )

  it.each(routeList.map((route) => [route.path, route.access ?? 'public'] as const))(
    'puts %s behind the guard for its access (%s)',
    async (path, access) => {
      const chain = matchRoutes(appRoutes, addressOf({ path } as RouteSpec)) ?? []
      const guards = chain.filter(({ route }) => (route.handle as AccessHandle | undefined)?.access)
      expect(guards.map(({ route }) => (route.handle as AccessHandle).access)).toEqual(
        access === 'public' ? [] : [access],
      )
      for (const { route } of guards) {
        const loaded = typeof route.lazy === 'function' ? await route.lazy() : route
        expect(loaded.Component).toBe(access === 'staff' ? StaffPages : AccountPages)
      }
    },
  )

  it('answers any other address with the not-found page', async () => {
    expect((await pageAt('/no-such-page')).Component).toBe(NotFoundPage)
    expect((await pageAt('/blog/a/b')).Component).toBe(NotFoundPage)
  })
})
