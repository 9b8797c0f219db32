import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { formatRupeeAmount } from '@/lib/util/format'
import { testQuote } from '@/test/quotes'
import type { OrderRequestRecord } from '@/lib/leads/lead-types'
import { LEAD_STATUSES } from '@/lib/desk-schema'
import { buyerStageLabels, orderRequestCopy as copy, quoteDecisionLabels } from './leads-content'
import { quoteSummaryCopy } from './quote-summary-content'
import { OrderRequestList } from './order-request-list'

const request = (
  reference: string,
  notified: boolean,
  status: string = 'new',
): OrderRequestRecord => ({
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
  lines: [
    { product: 'Masoor Dal', size: '1kg', packs: 2, packPrice: 95 },
    { product: 'Kala chana', size: '', packs: 3, packPrice: 0 },
  ],
  totalKg: 2,
  total: 190,
  createdAt: new Date('2026-03-02T10:00:00Z'),
  quote: null,
  status,
  notified,
})

const readQuote = vi.hoisted(() => vi.fn())
vi.mock('@/lib/quotes/quotes', () => ({ readQuote }))

const cards = () =>
  screen.getAllByRole('listitem').filter((item) => item.querySelector('h2') !== null)

describe('OrderRequestList', () => {
  it('shows a request whose mail never went out as not sent, with a word to send it again', () => {
    render(
      <OrderRequestList requests={[request('AAAA-1111', true), request('BBBB-2222', false)]} />,
    )
    const [mailed, failed] = cards()
    expect(mailed).toHaveTextContent('AAAA-1111')
    expect(mailed).toHaveTextContent(buyerStageLabels.new)
    expect(mailed).not.toHaveTextContent(copy.notSent)
    expect(failed).toHaveTextContent('BBBB-2222')
    expect(failed).toHaveTextContent(copy.notSent)
    expect(failed).toHaveTextContent(copy.notSentHint)
    expect(failed).not.toHaveTextContent(buyerStageLabels.new)
  })

  it.each(LEAD_STATUSES)('shows the status the desk set in the buyer’s words: %s', (status) => {
    render(<OrderRequestList requests={[request('AAAA-1111', true, status)]} />)
    expect(cards()[0]).toHaveTextContent(buyerStageLabels[status])
  })

  it('never shows the desk’s own outcome labels to the buyer', () => {
    render(
      <OrderRequestList
        requests={[request('AAAA-1111', true, 'won'), request('BBBB-2222', true, 'lost')]}
      />,
    )
    const [won, lost] = cards()
    expect(won).toHaveTextContent(buyerStageLabels.won)
    expect(won).not.toHaveTextContent('Won')
    expect(lost).toHaveTextContent(buyerStageLabels.lost)
    expect(lost).not.toHaveTextContent('Lost')
  })

  it('shows a request the desk has moved on by its status, mailed or not', () => {
    render(<OrderRequestList requests={[request('BBBB-2222', false, 'quoted')]} />)
    const [card] = cards()
    expect(card).toHaveTextContent(buyerStageLabels.quoted)
    expect(card).not.toHaveTextContent(copy.notSent)
  })

  it('lists every line with its size, packs, price and amount, then the totals', () => {
    render(<OrderRequestList requests={[request('AAAA-1111', true)]} />)
    expect(screen.getByText('Masoor Dal, 1kg × 2 at ₹95.00 = ₹190.00')).toBeInTheDocument()
    expect(screen.getByText('Kala chana × 3')).toBeInTheDocument()
    expect(cards()[0]).toHaveTextContent(`${copy.total}: ₹190.00 · 2 kg`)
  })

  it('shows a request’s current quote: its grand total, until when it holds, and the link', async () => {
    const quote = testQuote()
    readQuote.mockResolvedValue(quote)
    render(
      <MemoryRouter>
        <OrderRequestList
          requests={[
            {
              ...request('AAAA-1111', true, 'quoted'),
              quote: { id: quote.id, version: 2, decision: null },
            },
          ]}
        />
      </MemoryRouter>,
    )
    expect(await screen.findByText(quoteSummaryCopy.awaiting)).toBeInTheDocument()
    expect(readQuote).toHaveBeenCalledWith(quote.id)
    expect(cards()[0]).toHaveTextContent(quoteSummaryCopy.heading(2))
    expect(cards()[0]).toHaveTextContent(formatRupeeAmount(quote.totals.grandTotal / 100, 0))
    expect(screen.getByRole('link', { name: quoteSummaryCopy.view })).toHaveAttribute(
      'href',
      `/quote/${quote.id}`,
    )
  })

  it('says the buyer asked for changes, where the desk has the request back as new', async () => {
    readQuote.mockResolvedValue(testQuote())
    render(
      <MemoryRouter>
        <OrderRequestList
          requests={[
            {
              ...request('AAAA-1111', true, 'new'),
              quote: { id: 'q', version: 1, decision: 'changes' },
            },
          ]}
        />
      </MemoryRouter>,
    )
    expect(cards()[0]).toHaveTextContent(quoteDecisionLabels.changes)
    expect(cards()[0]).not.toHaveTextContent(buyerStageLabels.new)
    expect(await screen.findByText(quoteSummaryCopy.heading(1))).toBeInTheDocument()
  })
})
