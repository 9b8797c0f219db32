import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { documentTitle } from '@/components/seo/head-tags'
import { quoteTotalsCopy } from '@/components/quotes/quotes-content'
import { paths } from '@/config/paths'
import { routes } from '@/config/routes'
import { whatsappLink } from '@/config/site'
import { readQuote } from '@/lib/quotes/quotes'
import { expectHeadingOutline } from '@/test/heading-outline'
import { decisionCopy, quoteCopy as copy, statusCopy } from './quote-content'
import { formatIndianDay } from '@/lib/util/india-time'
import { QuotePage } from './quote-page'
import { testQuote } from '@/test/quotes'

vi.mock('@/lib/quotes/quotes', () => ({
  readQuote: vi.fn(),
  decideQuote: vi.fn(),
  QuoteNotSaved: class extends Error {},
}))
vi.mock('@/lib/mail/email', () => ({ sendQuoteDecisionMail: vi.fn() }))

const QUOTE = testQuote()

function showQuote(id = QUOTE.id) {
  render(
    <MemoryRouter initialEntries={[paths.quote(id)]}>
      <Routes>
        <Route path={routes.quote.path} element={<QuotePage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const heading = () => screen.findByRole('heading', { level: 1, name: new RegExp(QUOTE.reference) })
const answerButtons = () => [
  screen.queryByRole('button', { name: decisionCopy.accept }),
  screen.queryByRole('button', { name: decisionCopy.askChanges }),
]

describe('QuotePage', () => {
  beforeEach(() => {
    vi.mocked(readQuote).mockReset().mockResolvedValue(QUOTE)
  })

  it('says it is loading, then shows the quote as a proforma invoice', async () => {
    showQuote()
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading)
    expect(await heading()).toHaveTextContent(copy.version(QUOTE.version))
    expect(readQuote).toHaveBeenCalledWith(QUOTE.id)
    expect(document.title).toBe(documentTitle(copy.metaTitle(QUOTE.reference)))
    expect(screen.getByText(copy.proforma)).toBeInTheDocument()
    expect(screen.getByText(formatIndianDay(QUOTE.validUntil, 'long'))).toBeInTheDocument()
    const buyer = screen.getByRole('region', { name: copy.parties.buyer })
    expect(buyer).toHaveTextContent(QUOTE.buyer.company)
    expect(buyer).toHaveTextContent(QUOTE.buyer.gstin)
    expect(buyer).toHaveTextContent('Maharashtra (27)')
    expect(screen.getByRole('region', { name: copy.parties.seller })).toHaveTextContent(
      QUOTE.sellerGstin,
    )
    expectHeadingOutline(document.body)
  })

  it('lists every line with its size, HSN, packs, price, taxable value, rate and tax', async () => {
    showQuote()
    const table = within(await screen.findByRole('table', { name: copy.lines.heading }))
    expect(table.getByRole('row', { name: /Sugar/ })).toHaveTextContent(
      ['Sugar', '5kg', '1701', '10', '₹238.50', '₹2,385.00', '5%', '₹119.25'].join(''),
    )
    expect(table.getAllByRole('row')).toHaveLength(1 + QUOTE.lines.length)
  })

  it('shows the totals, and what staff wrote as text, never as markup', async () => {
    showQuote()
    const totals = within(await screen.findByRole('table', { name: quoteTotalsCopy.caption }))
    expect(totals.getByRole('row', { name: new RegExp(quoteTotalsCopy.igst) })).toHaveTextContent(
      '₹119.25',
    )
    expect(
      totals.getByRole('row', { name: new RegExp(quoteTotalsCopy.grandTotal) }),
    ).toHaveTextContent('₹7,784.00')
    expect(screen.getByText(QUOTE.paymentTerms)).toBeInTheDocument()
    expect(screen.getByText(QUOTE.note)).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()
  })

  it('says a buyer without a GSTIN has none', async () => {
    vi.mocked(readQuote).mockResolvedValue(testQuote({ buyer: { ...QUOTE.buyer, gstin: '' } }))
    showQuote()
    await heading()
    expect(screen.getByRole('region', { name: copy.parties.buyer })).toHaveTextContent(
      copy.parties.noGstin,
    )
  })

  it('prints the page when asked', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    showQuote()
    await userEvent.click(await screen.findByRole('button', { name: copy.print }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('offers both answers while the quote is open', async () => {
    showQuote()
    await heading()
    for (const button of answerButtons()) expect(button).toBeInTheDocument()
  })

  it('sends the reader of a replaced quote to the newer version, and takes no answer', async () => {
    vi.mocked(readQuote).mockResolvedValue(testQuote({ supersededBy: 'newerQuoteIdTwentyCh' }))
    showQuote()
    await heading()
    expect(screen.getByText(statusCopy.superseded.title)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: statusCopy.superseded.link })).toHaveAttribute(
      'href',
      paths.quote('newerQuoteIdTwentyCh'),
    )
    for (const button of answerButtons()) expect(button).toBeNull()
  })

  it('says when a quote has expired, and how to ask for a fresh one', async () => {
    const expired = testQuote({}, { validDays: -1 })
    vi.mocked(readQuote).mockResolvedValue(expired)
    showQuote()
    await heading()
    expect(
      screen.getByText(statusCopy.expired.title(formatIndianDay(expired.validUntil, 'long'))),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: new RegExp(statusCopy.expired.whatsapp) }),
    ).toHaveAttribute(
      'href',
      whatsappLink(statusCopy.expired.whatsappText(expired.reference, expired.version)),
    )
    for (const button of answerButtons()) expect(button).toBeNull()
  })

  it('shows who answered a decided quote, when, and what they asked', async () => {
    const at = new Date('2026-12-04T09:35:00Z')
    vi.mocked(readQuote).mockResolvedValue(
      testQuote({
        decision: { kind: 'changes', uid: 'u', name: 'Asha', message: 'Sugar at ₹230?', at },
      }),
    )
    showQuote()
    await heading()
    expect(
      screen.getByText(statusCopy.changes.by('Asha', '4 Dec 2026, 3:05 pm')),
    ).toBeInTheDocument()
    expect(screen.getByText('Sugar at ₹230?')).toBeInTheDocument()
    for (const button of answerButtons()) expect(button).toBeNull()
  })

  it('says so when there is no such quote', async () => {
    vi.mocked(readQuote).mockResolvedValue(null)
    showQuote('noSuchQuote')
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.missingTitle }),
    ).toBeInTheDocument()
    expect(screen.getByText(copy.missing)).toBeInTheDocument()
  })

  it('says when the read fails, and Try again reads it again', async () => {
    vi.mocked(readQuote).mockRejectedValueOnce(new Error('offline'))
    showQuote()
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed)
    await userEvent.click(screen.getByRole('button', { name: copy.retry }))
    expect(await heading()).toBeInTheDocument()
    expect(readQuote).toHaveBeenCalledTimes(2)
  })
})
