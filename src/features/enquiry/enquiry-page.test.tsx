import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { enquiryCopy as copy } from './enquiry-content'
import { EnquiryPage } from './enquiry-page'

vi.mock('@/hooks/use-enquiry-list', () => ({ useEnquiryList: () => [] }))
vi.mock('@/hooks/use-gst-session', () => ({
  useGstSession: () => ({ verified: false, details: null }),
}))
vi.mock('@/lib/catalog-store', () => ({
  useCatalog: () => ({ status: 'loading', items: [], retry: vi.fn() }),
}))

describe('EnquiryPage', () => {
  it('links to the requests already sent, whatever the list holds', () => {
    render(
      <MemoryRouter>
        <EnquiryPage />
      </MemoryRouter>,
    )
    expect(screen.getByText(copy.empty)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: copy.seeMyEnquiries })).toHaveAttribute(
      'href',
      paths.myEnquiries,
    )
  })
})
