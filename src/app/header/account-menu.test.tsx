import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { paths } from '@/config/paths'
import { accountMenuText } from './account-menu-content'
import { uiText } from '@/config/ui-content'
import { useSession, type Session } from '@/lib/session/session'
import { AccountButton } from './account-button'
import { AccountMenu } from './account-menu'

vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }))

const text = accountMenuText

function renderAt(address: string, session: Partial<Session>) {
  vi.mocked(useSession).mockReturnValue({ user: null, userRecord: null, ...session } as Session)
  const url = new URL(address, 'https://site.invalid')
  const page = (
    <>
      <AccountMenu />
      <AccountButton />
      <p>outside</p>
    </>
  )
  const router = createMemoryRouter(
    [
      { path: url.pathname, element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`${url.pathname}${url.search}`] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const asha = {
  user: {
    uid: 'asha',
    email: 'asha@example.com',
    displayName: null,
    photoURL: null,
    isAnonymous: false,
  },
  userRecord: { name: 'Asha Gupta' } as Session['userRecord'],
}

describe('AccountMenu', () => {
  it('is not there for a visitor, whose Sign In comes back to this page', () => {
    renderAt('/products?buy=masoor-dal&size=1kg', {})
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: uiText.signIn })).toHaveAttribute(
      'href',
      '/login?next=%2Fproducts%3Fbuy%3Dmasoor-dal%26size%3D1kg',
    )
  })

  it('on an account screen, Sign In keeps the page that screen returns to', () => {
    renderAt('/signup?next=%2Fjobs', {})
    expect(screen.getByRole('link', { name: uiText.signIn })).toHaveAttribute(
      'href',
      '/login?next=%2Fjobs',
    )
  })

  it('shows who is signed in, beside Log out, and opens Account and My enquiries', async () => {
    const ui = userEvent.setup()
    renderAt('/products', asha)
    const toggle = screen.getByRole('button', { name: text.label('Asha Gupta') })
    expect(toggle).toHaveTextContent('AG')
    expect(screen.getByRole('button', { name: uiText.logOut })).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await ui.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: text.account })).toHaveAttribute('href', paths.account)
    expect(screen.getByRole('link', { name: text.myEnquiries })).toHaveAttribute(
      'href',
      paths.myEnquiries,
    )
    expect(screen.getByText('asha@example.com')).toBeInTheDocument()
  })

  it('closes on Escape (focus back on its button), on a click elsewhere and on going to a link', async () => {
    const ui = userEvent.setup()
    const router = renderAt('/products', asha)
    const toggle = screen.getByRole('button', { name: text.label('Asha Gupta') })
    await ui.click(toggle)
    await ui.tab()
    expect(screen.getByRole('link', { name: text.account })).toHaveFocus()
    await ui.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await ui.click(toggle)
    await ui.click(screen.getByText('outside'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await ui.click(toggle)
    await ui.click(screen.getByRole('link', { name: text.myEnquiries }))
    expect(router.state.location.pathname).toBe(paths.myEnquiries)
  })

  it('falls back to the sign-in address when the account has no name yet', () => {
    renderAt('/products', { user: asha.user, userRecord: null })
    expect(screen.getByRole('button', { name: text.label('asha@example.com') })).toHaveTextContent(
      'A',
    )
  })
})
