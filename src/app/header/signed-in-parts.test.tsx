import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session'
import { accountMenuText } from './account-menu-content'
import { AccountLinks } from './signed-in-parts'

vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }))

describe('AccountLinks', () => {
  it('leads a guest to the requests sent from this device', async () => {
    vi.mocked(useSession).mockReturnValue({ user: null } as ReturnType<typeof useSession>)
    const onNavigate = vi.fn()
    render(
      <MemoryRouter>
        <AccountLinks onNavigate={onNavigate} />
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: accountMenuText.myEnquiries })
    expect(link).toHaveAttribute('href', paths.myEnquiries)
    link.click()
    expect(onNavigate).toHaveBeenCalled()
    expect(screen.queryByRole('link', { name: accountMenuText.account })).not.toBeInTheDocument()
  })
})
