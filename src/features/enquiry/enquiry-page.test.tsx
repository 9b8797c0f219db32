import { uiText } from '@/config/ui-content'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { writeEnquiryList, type EnquiryLine } from '@/lib/storage/enquiry-list'
import { submitOrderRequest } from '@/lib/leads/submit/send'
import { useEnquiryList } from '@/hooks/use-enquiry-list'
import { useGstSession } from '@/lib/storage/gst-session'
import { useSessionContact } from '@/hooks/use-session-contact'
import { enquiryCopy as copy } from './enquiry-content'
import { EnquiryPage } from './enquiry-page'

vi.mock('@/hooks/use-enquiry-list', () => ({ useEnquiryList: vi.fn() }))
vi.mock('@/lib/storage/gst-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/storage/gst-session')>()),
  useGstSession: vi.fn(),
}))
vi.mock('@/hooks/use-session-contact', () => ({ useSessionContact: vi.fn() }))
vi.mock('@/lib/leads/submit/send', () => ({ submitOrderRequest: vi.fn() }))
vi.mock('@/lib/catalog/catalog-store', () => ({
  useCatalog: () => ({
    status: 'ready',
    items: [{ id: 'bura', name: 'Bura', image: '', prices: { '5kg': 278 } }],
    retry: vi.fn(),
  }),
}))

const bura: EnquiryLine = { productId: 'bura', name: 'Bura', size: '5kg', packs: 1 }

function renderPage() {
  render(
    <MemoryRouter>
      <EnquiryPage />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  vi.mocked(useEnquiryList).mockReturnValue([])
  vi.mocked(useGstSession).mockReturnValue({
    verified: true,
    details: { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' },
  })
  vi.mocked(useSessionContact).mockReturnValue({
    name: 'Sharma Kirana',
    email: 'sharma@example.com',
    phone: '9829011223',
    company: '',
    delivery: '',
    uid: 'uid-1',
    remembered: false,
  })
})

afterEach(() => writeEnquiryList([]))

describe('EnquiryPage', () => {
  it('links to the requests already sent, whatever the list holds', () => {
    renderPage()
    expect(screen.getByText(copy.empty)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: copy.seeMyEnquiries })).toHaveAttribute(
      'href',
      paths.myEnquiries,
    )
  })

  it('locks the list while it is being sent', async () => {
    vi.mocked(useEnquiryList).mockReturnValue([bura])
    vi.mocked(submitOrderRequest).mockReturnValue(new Promise(() => {}))
    renderPage()
    const remove = screen.getByRole('button', { name: copy.remove('Bura') })
    expect(remove).toBeEnabled()
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    expect(remove).toBeDisabled()
    expect(screen.getByRole('button', { name: uiText.packs.more('Bura') })).toBeDisabled()
  })

  it('flags a line whose product has left the catalogue, and holds the send back until it is removed', async () => {
    const stored = await vi.importActual<typeof import('@/hooks/use-enquiry-list')>(
      '@/hooks/use-enquiry-list',
    )
    vi.mocked(useEnquiryList).mockImplementation(stored.useEnquiryList)
    const gone: EnquiryLine = {
      productId: 'gone-dal',
      name: 'Discontinued Dal',
      size: '1kg',
      packs: 1,
    }
    writeEnquiryList([bura, gone])
    renderPage()
    const flagged = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: gone.name }))
    expect(within(flagged!).getByRole('note')).toHaveTextContent(copy.missing)
    const send = screen.getByRole('button', { name: copy.submit })
    expect(send).toBeDisabled()
    expect(send).toHaveAccessibleDescription(copy.cannotSend)

    await userEvent.click(screen.getByRole('button', { name: copy.remove(gone.name) }))
    expect(screen.queryByRole('heading', { name: gone.name })).not.toBeInTheDocument()
    expect(send).toBeEnabled()
  })

  it('gives the focus to the empty list once its last line is removed, or the list cleared', async () => {
    const stored = await vi.importActual<typeof import('@/hooks/use-enquiry-list')>(
      '@/hooks/use-enquiry-list',
    )
    vi.mocked(useEnquiryList).mockImplementation(stored.useEnquiryList)
    writeEnquiryList([bura])
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: copy.remove('Bura') }))
    expect(screen.getByText(copy.empty).parentElement).toHaveFocus()

    writeEnquiryList([bura])
    await userEvent.click(await screen.findByRole('button', { name: copy.clear }))
    await userEvent.click(screen.getByRole('button', { name: copy.confirmClearYes }))
    expect(screen.getByText(copy.empty).parentElement).toHaveFocus()
  })
})
