import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { enquiryCopy as copy } from './enquiry-content'
import { EnquirySent } from './enquiry-sent'

function renderSent(recorded: boolean) {
  return render(
    <MemoryRouter>
      <EnquirySent outcome={{ reference: 'SF-7K3M9Q', recorded }} />
    </MemoryRouter>,
  )
}

describe('EnquirySent', () => {
  it('says the enquiry was sent, not an order placed, with what happens next and its reference', () => {
    renderSent(true)
    expect(screen.getByText(copy.sent.title)).toBeInTheDocument()
    expect(screen.getByText(copy.sent.text)).toBeInTheDocument()
    expect(screen.getByText(messages.order.reference('SF-7K3M9Q'))).toBeInTheDocument()
    expect(screen.queryByText(messages.order.successTitle)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: copy.seeMyEnquiries })).toHaveAttribute(
      'href',
      paths.myEnquiries,
    )
  })

  it('leaves out My enquiries when the request was mailed but not recorded', () => {
    renderSent(false)
    expect(screen.queryByRole('link', { name: copy.seeMyEnquiries })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: copy.browseProducts })).toHaveAttribute(
      'href',
      paths.products,
    )
  })
})
