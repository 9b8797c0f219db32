import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { quoteTotalsCopy } from '@/components/quotes/quotes-content'
import { paths } from '@/config/paths'
import type { readProductsForDesk } from '@/lib/catalog/desk-catalog'
import type { readLead } from '@/lib/leads/desk/lead'
import type { sendQuoteMail } from '@/lib/mail/email'
import type { sendQuote } from '@/lib/quotes/quotes'
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import { endOfIndianDay, formatIndianDay, indianIsoDate } from '@/lib/util/india-time'
import { orderLead } from '@/test/desk-leads'
import { DESK_MASOOR, DESK_SUGAR } from '@/test/quotes'
import { renderPage } from '@/test/render-page'
import { quoteCopy as copy } from './quote-content'
import { addDays } from './quote-validity'
import { QuoteDesk } from './quote-desk'

const quotes = vi.hoisted(() => {
  class QuoteNotSaved extends Error {
    constructor(readonly problem: 'refused' | 'timed-out' | 'failed') {
      super(problem)
    }
  }
  return {
    QuoteNotSaved,
    newQuoteId: vi.fn(() => 'QuoteId7QK2XM9Aabcde'),
    sendQuote: vi.fn<typeof sendQuote>(),
  }
})
vi.mock('@/lib/quotes/quotes', () => quotes)
const lib = vi.hoisted(() => ({
  readLead: vi.fn<typeof readLead>(),
  readProductsForDesk: vi.fn<typeof readProductsForDesk>(),
  sendQuoteMail: vi.fn<typeof sendQuoteMail>(),
}))
vi.mock('@/lib/leads/desk/lead', () => ({ readLead: lib.readLead }))
vi.mock('@/lib/catalog/desk-catalog', () => ({ readProductsForDesk: lib.readProductsForDesk }))
vi.mock('@/lib/mail/email', () => ({ sendQuoteMail: lib.sendQuoteMail }))

const QUOTE_ID = 'QuoteId7QK2XM9Aabcde'
const masoor = DESK_MASOOR
const sugar = DESK_SUGAR

const LEAD = orderLead('Ord7QK2XM9Aabcdefghi', 0, {
  lines: [
    { product: 'Masoor Dal', size: '30kg', packs: 3, packPrice: 4000 },
    { product: 'Organic jaggery', size: '', packs: 10, packPrice: 0 },
  ],
})

beforeEach(() => {
  quotes.sendQuote.mockReset().mockResolvedValue(1)
  lib.readLead.mockReset().mockResolvedValue(LEAD)
  lib.readProductsForDesk.mockReset().mockResolvedValue([masoor, sugar])
  lib.sendQuoteMail.mockReset().mockResolvedValue()
})

async function open(lead = LEAD) {
  lib.readLead.mockResolvedValue(lead)
  renderPage(paths.deskQuote(lead.id), <QuoteDesk leadId={lead.id} />)
  await screen.findByRole('heading', { name: copy.heading(lead.reference) })
}

const line = (name: string) => within(screen.getByRole('group', { name }))
/** The amount on the totals' row labelled `label`, or null without one. */
function total(label: string): string | null {
  const header = screen.queryByRole('rowheader', { name: label })
  return header?.closest('tr')?.querySelector('td')?.textContent ?? null
}
const send = () => screen.getByRole('button', { name: copy.send })

/** Makes the opening draft sendable: the written-in line removed, terms chosen. */
async function complete(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(screen.getByRole('button', { name: copy.lines.removeLabel('Organic jaggery') }))
  await ui.selectOptions(screen.getByLabelText(copy.terms.paymentTerms), copy.terms.kinds.advance)
}

describe('QuoteDesk', () => {
  it('starts from the request at today’s prices, with each line’s figures and the totals', async () => {
    await open()
    expect(lib.readLead).toHaveBeenCalledWith('orderRequests', LEAD.id)
    const masoorLine = line('Masoor Dal 30kg')
    expect(masoorLine.getByLabelText(copy.lines.price)).toHaveValue('4185.50')
    expect(masoorLine.getByLabelText(copy.lines.packs)).toHaveValue('3')
    expect(masoorLine.getByLabelText(copy.lines.gstRate)).toHaveValue('5')
    expect(masoorLine.getByText(copy.lines.requested(400_000))).toBeInTheDocument()
    expect(masoorLine.getByText(copy.lines.hsn('071340'))).toBeInTheDocument()
    // 3 × ₹4,185.50, and half of 5% of it twice.
    expect(masoorLine.getByText('₹12,556.50')).toBeInTheDocument()
    expect(masoorLine.getByText(copy.lines.cgstSgst(5))).toBeInTheDocument()
    expect(masoorLine.getByText('₹627.82')).toBeInTheDocument()
    expect(line('Organic jaggery').getByText(copy.lines.freeText)).toBeInTheDocument()
    expect(screen.getByText(copy.buyer.fromGstin('Rajasthan', '08'))).toBeInTheDocument()
    expect(total(quoteTotalsCopy.cgst)).toBe('₹313.91')
    expect(total(quoteTotalsCopy.igst)).toBeNull()
    expect(total(quoteTotalsCopy.grandTotal)).toBe('₹13,184.00')
    expect(screen.getByLabelText(copy.terms.validUntil)).toHaveValue(
      addDays(indianIsoDate(new Date()), QUOTE_LIMITS.defaultValidDays),
    )
  })

  it('works the totals out again as a price is typed', async () => {
    const ui = userEvent.setup()
    await open()
    const price = line('Masoor Dal 30kg').getByLabelText(copy.lines.price)
    await ui.clear(price)
    await ui.type(price, '4000')
    expect(line('Masoor Dal 30kg').getByText('₹12,000.00')).toBeInTheDocument()
    expect(total(quoteTotalsCopy.grandTotal)).toBe('₹12,600.00')
    await ui.type(price, 'x')
    // Until the price is one again, the line counts for nothing, and says so.
    expect(line('Masoor Dal 30kg').getByText(copy.lines.notWorkedOut)).toBeInTheDocument()
    expect(screen.getByText(copy.totals.noLines)).toBeInTheDocument()
  })

  it('charges IGST to a buyer with a Maharashtra GSTIN', async () => {
    await open({ ...LEAD, gstin: '27AAPFU0939F1ZV', gstState: 'Maharashtra' })
    expect(screen.getByText(copy.buyer.fromGstin('Maharashtra', '27'))).toBeInTheDocument()
    expect(screen.getByText(copy.buyer.supply['inter-state'])).toBeInTheDocument()
    expect(line('Masoor Dal 30kg').getByText(copy.lines.igst(5))).toBeInTheDocument()
    expect(total(quoteTotalsCopy.igst)).toBe('₹627.83')
    expect(total(quoteTotalsCopy.cgst)).toBeNull()
    expect(total(quoteTotalsCopy.sgst)).toBeNull()
  })

  it('asks for the state of delivery when the request has no GSTIN', async () => {
    const ui = userEvent.setup()
    await open({ ...LEAD, gstin: '', gstState: '' })
    expect(screen.getByText(copy.totals.noState)).toBeInTheDocument()
    await ui.selectOptions(screen.getByLabelText(copy.buyer.pickState), 'Maharashtra (27)')
    expect(total(quoteTotalsCopy.igst)).toBe('₹627.83')
  })

  it('quotes a written-in line as a catalogue product, and adds another', async () => {
    const ui = userEvent.setup()
    await open()
    const jaggery = line('Organic jaggery')
    expect(jaggery.getByRole('button', { name: copy.lines.use })).toBeDisabled()
    await ui.selectOptions(jaggery.getByLabelText(copy.add.product), 'Sugar')
    await ui.selectOptions(jaggery.getByLabelText(copy.add.size), '5kg')
    await ui.click(jaggery.getByRole('button', { name: copy.lines.use }))
    const quoted = line('Sugar 5kg')
    expect(quoted.getByText(copy.lines.askedAs('Organic jaggery'))).toBeInTheDocument()
    expect(quoted.getByLabelText(copy.lines.packs)).toHaveValue('10')
    expect(quoted.getByLabelText(copy.lines.price)).toHaveValue('238.50')

    const add = line(copy.add.heading)
    await ui.selectOptions(add.getByLabelText(copy.add.product), 'Masoor Dal')
    await ui.selectOptions(add.getByLabelText(copy.add.size), '5kg')
    await ui.click(add.getByRole('button', { name: copy.add.add }))
    expect(line('Masoor Dal 5kg').getByLabelText(copy.lines.price)).toHaveValue('715.00')
    expect(screen.getByText(copy.lines.count(3))).toBeInTheDocument()
  })

  it('sends nothing while something is wrong, and says what, at the fields and in sum', async () => {
    const ui = userEvent.setup()
    await open()
    const packs = line('Masoor Dal 30kg').getByLabelText(copy.lines.packs)
    await ui.clear(packs)
    await ui.type(packs, '0')
    await ui.click(send())
    expect(quotes.sendQuote).not.toHaveBeenCalled()
    const summary = screen.getByText(copy.invalid(3)).closest('[role="alert"]')
    expect(summary).toHaveTextContent(`Masoor Dal 30kg: ${copy.errors.packs}`)
    expect(summary).toHaveTextContent(`Organic jaggery: ${copy.errors.pick}`)
    expect(summary).toHaveTextContent(copy.errors.terms)
    expect(packs).toHaveAttribute('aria-invalid', 'true')
    expect(packs).toHaveAccessibleDescription(copy.errors.packs)
    expect(packs).toHaveFocus()
    expect(screen.getByLabelText(copy.terms.paymentTerms)).toHaveAccessibleDescription(
      copy.errors.terms,
    )
    expect(line('Organic jaggery').getByLabelText(copy.add.product)).toHaveAccessibleDescription(
      copy.errors.pick,
    )
  })

  it('sends the quote, says so with its version and page, then mails the buyer', async () => {
    const ui = userEvent.setup()
    await open()
    await complete(ui)
    await ui.click(send())
    expect(await screen.findByText(copy.sent.title(1))).toBeInTheDocument()
    const validUntil = endOfIndianDay(addDays(indianIsoDate(new Date()), 3))
    expect(quotes.sendQuote).toHaveBeenCalledWith(
      QUOTE_ID,
      { id: LEAD.id, authorUid: LEAD.authorUid, quote: null },
      expect.objectContaining({
        lines: [
          {
            product: 'Masoor Dal',
            size: '30kg',
            hsn: '071340',
            packs: 3,
            packPrice: 418_550,
            gstRate: 5,
          },
        ],
        deliveryCharge: 0,
        validUntil,
        paymentTerms: copy.terms.kinds.advance,
        buyer: expect.objectContaining({ stateCode: '08', state: 'Rajasthan', gstin: LEAD.gstin }),
      }),
    )
    expect(screen.getByRole('link', { name: copy.sent.openQuote })).toHaveAttribute(
      'href',
      paths.quote(QUOTE_ID),
    )
    expect(await screen.findByText(copy.sent.mailed(LEAD.email))).toBeInTheDocument()
    const link = `${window.location.origin}${paths.quote(QUOTE_ID)}`
    expect(lib.sendQuoteMail).toHaveBeenCalledWith({
      to_email: LEAD.email,
      to_name: LEAD.name,
      reference: LEAD.reference,
      version: '1',
      grand_total: '₹13,184',
      valid_until: formatIndianDay(validUntil, 'short'),
      quote_id: QUOTE_ID,
    })
    const whatsapp = screen.getByRole('link', { name: new RegExp(`^${copy.sent.whatsapp}`) })
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919829011223\?/)
    expect(text).toContain(LEAD.reference)
    expect(text).toContain('₹13,184')
    expect(text).toContain(formatIndianDay(validUntil, 'short'))
    expect(text).toContain(link)
    expect(screen.queryByRole('button', { name: copy.sent.mailAgain })).not.toBeInTheDocument()
  })

  it('says when the quote went but the mail did not, and sends the mail again', async () => {
    const ui = userEvent.setup()
    lib.sendQuoteMail.mockRejectedValueOnce(new Error('mail down'))
    await open()
    await complete(ui)
    await ui.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.sent.mailFailed)
    expect(screen.getByText(copy.sent.title(1))).toBeInTheDocument()
    await ui.click(screen.getByRole('button', { name: copy.sent.mailAgain }))
    expect(await screen.findByText(copy.sent.mailed(LEAD.email))).toBeInTheDocument()
    expect(lib.sendQuoteMail).toHaveBeenCalledTimes(2)
    expect(quotes.sendQuote).toHaveBeenCalledTimes(1)
  })

  it('says a refused quote was not sent, and keeps everything typed', async () => {
    const ui = userEvent.setup()
    quotes.sendQuote.mockRejectedValue(new quotes.QuoteNotSaved('refused'))
    await open({ ...LEAD, quote: { id: 'OldQuote', version: 2, decision: 'changes' } })
    expect(screen.getByText(copy.revising(2))).toBeInTheDocument()
    await complete(ui)
    const price = line('Masoor Dal 30kg').getByLabelText(copy.lines.price)
    await ui.clear(price)
    await ui.type(price, '4100.25')
    await ui.type(screen.getByLabelText(copy.terms.note), 'Rates hold till Friday.')
    await ui.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed.refused)
    expect(quotes.sendQuote).toHaveBeenCalledWith(
      QUOTE_ID,
      { id: LEAD.id, authorUid: LEAD.authorUid, quote: expect.objectContaining({ version: 2 }) },
      expect.anything(),
    )
    expect(screen.getByRole('link', { name: copy.reloadLead })).toHaveAttribute(
      'href',
      paths.deskLead('orderRequests', LEAD.id),
    )
    expect(price).toHaveValue('4100.25')
    expect(screen.getByLabelText(copy.terms.note)).toHaveValue('Rates hold till Friday.')
    expect(screen.getByLabelText(copy.terms.paymentTerms)).toHaveValue('advance')
    expect(send()).toBeEnabled()
  })

  it('tries a send that got no answer again, as the same quote', async () => {
    const ui = userEvent.setup()
    quotes.sendQuote.mockRejectedValueOnce(new quotes.QuoteNotSaved('timed-out'))
    await open()
    await complete(ui)
    await ui.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed['timed-out'])
    await ui.click(screen.getByRole('button', { name: copy.retry }))
    expect(await screen.findByText(copy.sent.title(1))).toBeInTheDocument()
    expect(quotes.sendQuote).toHaveBeenCalledTimes(2)
    expect(quotes.sendQuote.mock.calls.map(([id]) => id)).toEqual([QUOTE_ID, QUOTE_ID])
  })

  it('says when the request or the catalogue cannot be read, and reads them again', async () => {
    const ui = userEvent.setup()
    lib.readProductsForDesk.mockRejectedValueOnce(new Error('offline'))
    renderPage(paths.deskQuote(LEAD.id), <QuoteDesk leadId={LEAD.id} />)
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading)
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.loadFailed)
    await ui.click(screen.getByRole('button', { name: copy.retry }))
    expect(
      await screen.findByRole('heading', { name: copy.heading(LEAD.reference) }),
    ).toBeInTheDocument()
  })

  it('says when there is no such order request', async () => {
    lib.readLead.mockResolvedValue(null)
    renderPage(paths.deskQuote('gone'), <QuoteDesk leadId="gone" />)
    expect(await screen.findByText(copy.notFound)).toBeInTheDocument()
  })
})
