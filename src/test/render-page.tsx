import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'

function Landing() {
  const { pathname, search } = useLocation()
  return <p data-testid="landed">{`${pathname}${search}`}</p>
}

/**
 * Renders `page` at `address` (a path, with a query if any) in a memory router where every other
 * address just shows itself, so a test can tell where the page sent the visitor.
 */
export function renderPage(address: string, page: ReactElement, state?: unknown) {
  const url = new URL(address, 'https://site.invalid')
  const router = createMemoryRouter(
    [
      { path: url.pathname, element: page },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [{ pathname: url.pathname, search: url.search, state }] },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}
