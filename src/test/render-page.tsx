import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'

function Landing() {
  const { pathname } = useLocation()
  return <p data-testid="landed">{pathname}</p>
}

/** Renders `page` at `path` in a memory router whose other account routes just show their path. */
export function renderPage(path: string, page: ReactElement, state?: unknown) {
  const others = [paths.home, paths.login, paths.signup, paths.emailSignup, paths.completeProfile]
  const router = createMemoryRouter(
    [
      { path, element: page },
      ...others.filter((p) => p !== path).map((p) => ({ path: p, element: <Landing /> })),
    ],
    { initialEntries: [{ pathname: path, state }] },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}
