import { render, screen } from '@testing-library/react'
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { routes } from '@/config/routes'
import { TIME_LIMITS, TimedOut } from '@/lib/util/time-limit'
import { routeErrorCopy } from './app-content'
import { RouteError } from './route-error'
import { appRoutes } from './router'

// The about page's code never arrives, as on a connection that stalls mid-download.
vi.mock('./page-modules', async (importOriginal) => {
  const { pageModules } = await importOriginal<typeof import('./page-modules')>()
  return {
    pageModules: { ...pageModules, [routes.about.page.module]: () => new Promise(() => {}) },
  }
})

afterEach(() => vi.useRealTimers())

describe('a page whose code does not arrive', () => {
  it('fails with TimedOut once the read time limit has passed, not before', async () => {
    vi.useFakeTimers()
    const route = matchRoutes(appRoutes, paths.about)?.at(-1)?.route
    if (typeof route?.lazy !== 'function') throw new Error('the about page is not loaded lazily')
    let outcome: unknown = 'pending'
    route.lazy().then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error),
    )
    await vi.advanceTimersByTimeAsync(TIME_LIMITS.readMs - 1)
    expect(outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeInstanceOf(TimedOut)
  })
})

describe('RouteError', () => {
  const renderFailure = (error: unknown) => {
    const router = createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(error),
      },
    ])
    render(<RouterProvider router={router} />)
  }

  it('says a page whose download stalled could not be downloaded, and offers to try again', async () => {
    renderFailure(new TimedOut('The page'))
    expect(await screen.findByRole('alert')).toHaveTextContent(routeErrorCopy.downloadFailed)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(routeErrorCopy.title)
    expect(screen.getByRole('button', { name: routeErrorCopy.retry })).toBeInTheDocument()
  })

  it('says so for a failed download too', async () => {
    renderFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
    expect(await screen.findByRole('alert')).toHaveTextContent(routeErrorCopy.downloadFailed)
  })

  it('tells any other failure apart', async () => {
    renderFailure(new Error('boom'))
    expect(await screen.findByRole('alert')).toHaveTextContent(routeErrorCopy.failed)
  })
})
