import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OrderRequestRecord } from '@/lib/leads/leads'
import { orderRequestCopy as copy } from './leads-content'
import { OrderRequestList } from './order-request-list'

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

describe('OrderRequestList', () => {
  it('shows a request whose mail never went out as not sent, with a word to send it again', () => {
    render(
      <OrderRequestList requests={[request('AAAA-1111', true), request('BBBB-2222', false)]} />,
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
