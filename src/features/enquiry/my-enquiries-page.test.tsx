import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buyerStageLabels, orderRequestCopy } from '@/components/leads/leads-content'
import { mailOrderRequestAgain } from '@/lib/leads/submit/send'
import { LOST } from '@/test/order-requests'
import { sessionContact } from '@/test/session-contact'
import { myEnquiriesCopy as copy } from './enquiry-content'
import { MyEnquiriesPage } from './my-enquiries-page'
import { useMyRequests } from './use-my-requests'

vi.mock('./use-my-requests', () => ({ useMyRequests: vi.fn() }))
vi.mock('@/lib/leads/submit/send', () => ({ mailOrderRequestAgain: vi.fn() }))
vi.mock('@/hooks/use-session-contact', () => ({
  useSessionContact: () => sessionContact({ uid: 'uid-1' }),
}))

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

  describe('a request whose mail never went out', () => {
    const SENT = { ...LOST, id: 'lead-sent-2', reference: 'SF-SENT-0002', notified: true }
    beforeEach(() => {
      localStorage.clear()
      vi.mocked(mailOrderRequestAgain).mockReset().mockResolvedValue()
      vi.mocked(useMyRequests).mockReturnValue({
        status: 'ready',
        items: [LOST, SENT],
        retry: vi.fn(),
      })
    })
    const card = (reference: string) =>
      screen.getByRole('heading', { name: new RegExp(reference) }).closest('li')!

    it('is marked Not sent and can be sent again, after which it reads New', async () => {
      renderPage()
      expect(card(LOST.reference)).toHaveTextContent(orderRequestCopy.notSent)
      expect(
        within(card(SENT.reference)).queryByRole('button', { name: orderRequestCopy.sendAgain }),
      ).not.toBeInTheDocument()
      await userEvent.click(
        within(card(LOST.reference)).getByRole('button', { name: orderRequestCopy.sendAgain }),
      )
      await vi.waitFor(() => expect(card(LOST.reference)).toHaveTextContent(buyerStageLabels.new))
      expect(card(LOST.reference)).not.toHaveTextContent(orderRequestCopy.notSent)
      expect(mailOrderRequestAgain).toHaveBeenCalledTimes(1)
    })

    it('can be dismissed from this device’s list, which says so and remembers it', async () => {
      renderPage()
      await userEvent.click(
        within(card(LOST.reference)).getByRole('button', { name: orderRequestCopy.dismiss }),
      )
      expect(screen.queryByRole('heading', { name: new RegExp(LOST.reference) })).toBeNull()
      expect(screen.getByRole('status')).toHaveTextContent(
        orderRequestCopy.dismissed(LOST.reference),
      )
      cleanup()
      renderPage()
      expect(screen.queryByRole('heading', { name: new RegExp(LOST.reference) })).toBeNull()
      expect(card(SENT.reference)).toBeInTheDocument()
    })
  })
})
