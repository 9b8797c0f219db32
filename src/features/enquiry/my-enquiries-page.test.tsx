import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { OrderRequestRecord } from '@/lib/leads/leads'
import { myEnquiriesCopy as copy } from './enquiry-content'
import { MyEnquiriesPage } from './my-enquiries-page'
import { useMyRequests } from './use-my-requests'

vi.mock('./use-my-requests', () => ({ useMyRequests: vi.fn() }))

const request = (reference: string, notified: boolean): OrderRequestRecord => ({
  id: `${reference}-id`,
  reference,
  source: 'buy-now',
  name: 'Sharma Kirana',
  email: 'sharma@example.com',
  phone: '9829011223',
  company: '',
  delivery: '',
  message: '',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [{ product: 'Masoor Dal', size: '1kg', packs: 1, packPrice: 95 }],
  totalKg: 1,
  total: 95,
  createdAt: new Date('2026-03-02T10:00:00Z'),
  status: 'new',
  notified,
})

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

  it('shows a request whose mail never went out as not sent, with a word to send it again', () => {
    vi.mocked(useMyRequests).mockReturnValue({
      status: 'ready',
      items: [request('AAAA-1111', true), request('BBBB-2222', false)],
      retry: vi.fn(),
    })
    render(
      <MemoryRouter>
        <MyEnquiriesPage />
      </MemoryRouter>,
    )
    const [mailed, failed] = screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h2'))
    expect(mailed).toHaveTextContent('AAAA-1111')
    expect(mailed).toHaveTextContent(copy.status.new ?? '')
    expect(mailed).not.toHaveTextContent(copy.notSent)
    expect(failed).toHaveTextContent('BBBB-2222')
    expect(failed).toHaveTextContent(copy.notSent)
    expect(failed).toHaveTextContent(copy.notSentHint)
    expect(failed).not.toHaveTextContent(copy.status.new ?? '')
  })
})
