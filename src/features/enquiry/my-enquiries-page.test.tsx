import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { myEnquiriesCopy as copy } from './enquiry-content'
import { MyEnquiriesPage } from './my-enquiries-page'
import { useMyRequests } from './use-my-requests'

vi.mock('./use-my-requests', () => ({ useMyRequests: vi.fn() }))

function renderPage() {
  render(
    <MemoryRouter>
      <MyEnquiriesPage />
    </MemoryRouter>,
  )
}

describe('MyEnquiriesPage', () => {
  it('says so when the account has sent no request yet', () => {
    vi.mocked(useMyRequests).mockReturnValue({ status: 'ready', items: [], retry: vi.fn() })
    renderPage()
    expect(screen.getByText(copy.empty)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says when its read fails, and Retry reads again', async () => {
    const retry = vi.fn()
    vi.mocked(useMyRequests).mockReturnValue({ status: 'error', retry })
    renderPage()
    expect(screen.getByRole('alert')).toHaveTextContent(copy.failed)
    await userEvent.click(screen.getByRole('button', { name: copy.retry }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
