import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useSession, type Session } from '@/lib/session/session'
import { AccountButton } from './account-button'
import { uiText } from '@/config/ui-content'

vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }))

function renderSignedIn(signOut: () => Promise<void>) {
  vi.mocked(useSession).mockReturnValue({ user: { uid: 'u1' }, signOut } as unknown as Session)
  const router = createMemoryRouter(
    [
      { path: '/somewhere', element: <AccountButton /> },
      { path: paths.home, element: <p>home page</p> },
    ],
    { initialEntries: ['/somewhere'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('AccountButton', () => {
  it('logs out and goes home', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined)
    const router = renderSignedIn(signOut)
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(signOut).toHaveBeenCalledOnce()
    expect(router.state.location.pathname).toBe(paths.home)
  })

  it('stays put and says so when signing out fails', async () => {
    const router = renderSignedIn(vi.fn().mockRejectedValue(new Error('network')))
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(uiText.logOutFailed)
    expect(router.state.location.pathname).toBe('/somewhere')
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled()
  })
})
