import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  leadStatusLabels,
  orderRequestCopy,
  quoteDecisionLabels,
} from '@/components/leads/leads-content'
import { uiText } from '@/config/ui-content'
import { paths } from '@/config/paths'
import type { readLead, saveLeadStatus } from '@/lib/leads/desk/lead'
import { StatusNotSaved } from '@/lib/leads/desk/records'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import type { readQuote } from '@/lib/quotes/quotes'
import { LEAD_NOTE_MAX } from '@/lib/desk-schema'
import { formatIndianDateTime } from '@/lib/util/india-time'
import { applicationLead, messageLead, orderLead } from '@/test/desk-leads'
import { renderPage } from '@/test/render-page'
import { leadCopy, leadQuoteCopy, notMailed, statusCopy } from './desk-leads-content'
import { LeadView } from './lead-view'

const lib = vi.hoisted(() => ({
  readLead: vi.fn<typeof readLead>(),
  saveLeadStatus: vi.fn<typeof saveLeadStatus>(),
}))
vi.mock('@/lib/leads/desk/lead', () => lib)
const quotes = vi.hoisted(() => ({ readQuote: vi.fn<typeof readQuote>() }))
vi.mock('@/lib/quotes/quotes', () => quotes)

beforeEach(() => {
  lib.readLead.mockReset()
  quotes.readQuote.mockReset()
  lib.saveLeadStatus.mockReset().mockResolvedValue()
})

function open(kind: string, id: string) {
  return renderPage(paths.deskLead(kind, id), <LeadView kind={kind} id={id} />)
}

const ORDER = orderLead('Ord7QK2XM9Aabcdefghi', 0, {
  type: 'enquiry',
  company: 'Gupta Kirana Stores',
  phone: '98290 11223',
  message: 'Deliver before Diwali.\nCall first.',
  lines: [
    { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 },
    { product: 'Organic jaggery', size: '', packs: 10, packPrice: 0 },
  ],
  totalKg: 60,
  total: 5280,
})

const statusField = () => screen.getByLabelText(statusCopy.status)
const noteField = () => screen.getByLabelText(statusCopy.note, { exact: true })
const save = () => screen.getByRole('button', { name: statusCopy.save })

describe('LeadView', () => {
  it('shows everything the buyer sent with an order', async () => {
    lib.readLead.mockResolvedValue(ORDER)
    open('orderRequests', ORDER.id)
    expect(screen.getByRole('status')).toHaveTextContent(leadCopy.loading)
    expect(
      await screen.findByRole('heading', { name: `Enquiry list · ${ORDER.reference}` }),
    ).toBeInTheDocument()
    expect(lib.readLead).toHaveBeenCalledWith('orderRequests', ORDER.id)
    const article = screen.getByRole('article')
    for (const text of [
      ORDER.name,
      'Gupta Kirana Stores',
      ORDER.email,
      '98290 11223',
      formatIndianDateTime(ORDER.createdAt),
      ORDER.delivery,
      ORDER.gstin,
      leadCopy.gstState(ORDER.gstState),
      'Masoor Dal, 30kg × 2 at ₹2,640.00 = ₹5,280.00',
      'Organic jaggery × 10',
      `${orderRequestCopy.total}: ₹5,280.00 · 60 kg`,
    ]) {
      expect(article).toHaveTextContent(text)
    }
    expect(screen.getByText(/Deliver before Diwali\.\s+Call first\./)).toBeInTheDocument()
    expect(article).not.toHaveTextContent(notMailed.label)
  })

  it('answers the sender in one tap: e-mail, call, WhatsApp', async () => {
    lib.readLead.mockResolvedValue(ORDER)
    open('orderRequests', ORDER.id)
    const email = await screen.findByRole('link', { name: leadCopy.reply.email })
    expect(email).toHaveAttribute(
      'href',
      `mailto:${ORDER.email}?subject=${encodeURIComponent(leadCopy.reply.subject(ORDER.reference))}`,
    )
    expect(screen.getByRole('link', { name: leadCopy.reply.call })).toHaveAttribute(
      'href',
      'tel:9829011223',
    )
    // Its name ends in "(opens in a new tab)", which jsdom runs on without the space.
    const whatsapp = screen.getByRole('link', { name: new RegExp(`^${leadCopy.reply.whatsapp}`) })
    expect(whatsapp).toHaveTextContent(uiText.opensInNewTab)
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919829011223\?text=/)
    expect(whatsapp).toHaveAttribute('target', '_blank')
  })

  it('marks a lead whose mail never went out, in words', async () => {
    lib.readLead.mockResolvedValue(messageLead('m1', 0, { notified: false }))
    open('contactMessages', 'm1')
    expect(await screen.findByText(notMailed.label)).toBeInTheDocument()
    expect(screen.getByText(notMailed.hint)).toBeInTheDocument()
    // A message has no phone: mail is the only way back.
    expect(screen.getByRole('link', { name: leadCopy.reply.email })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: leadCopy.reply.call })).not.toBeInTheDocument()
  })

  it('links an application’s CV only when it is a web link', async () => {
    lib.readLead.mockResolvedValue(applicationLead('a1', 0))
    const { unmount } = open('jobApplications', 'a1')
    const cv = await screen.findByRole('link', { name: new RegExp(`^${leadCopy.openCv}`) })
    expect(cv).toHaveAttribute('href', 'https://drive.example.com/meena.pdf')
    expect(cv).toHaveAttribute('rel', 'noopener noreferrer')
    unmount()

    lib.readLead.mockResolvedValue(applicationLead('a2', 0, { cvLink: 'javascript:alert(1)' }))
    open('jobApplications', 'a2')
    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument()
    expect(screen.getByText(leadCopy.cvNotLink, { exact: false })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /CV/ })).not.toBeInTheDocument()
  })

  it('says when there is no such lead, without reading an address that names no collection', async () => {
    lib.readLead.mockResolvedValue(null)
    const { unmount } = open('orderRequests', 'gone')
    expect(await screen.findByText(leadCopy.notFound)).toBeInTheDocument()
    unmount()
    lib.readLead.mockClear()
    open('users', 'someone')
    expect(screen.getByText(leadCopy.notFound)).toBeInTheDocument()
    expect(lib.readLead).not.toHaveBeenCalled()
  })

  it('says when the lead cannot be read, and Try again reads it again', async () => {
    lib.readLead.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ORDER)
    open('orderRequests', ORDER.id)
    expect(await screen.findByRole('alert')).toHaveTextContent(leadCopy.failed)
    await userEvent.click(screen.getByRole('button', { name: leadCopy.retry }))
    expect(await screen.findByRole('article')).toBeInTheDocument()
    expect(lib.readLead).toHaveBeenCalledTimes(2)
  })

  it('starts from the saved status and note', async () => {
    lib.readLead.mockResolvedValue(
      messageLead('m1', 0, { status: 'won', note: 'Sent the rates', statusAt: new Date() }),
    )
    open('contactMessages', 'm1')
    await screen.findByRole('article')
    expect(statusField()).toHaveValue('won')
    expect(noteField()).toHaveValue('Sent the rates')
    expect(screen.getAllByText('Sent the rates')).not.toHaveLength(0)
  })

  it('saves status and note: busy while saving, then "Saved" and the saved note', async () => {
    let finish = () => {}
    lib.saveLeadStatus.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    lib.readLead.mockResolvedValue(ORDER)
    open('orderRequests', ORDER.id)
    await screen.findByRole('article')
    expect(statusField()).toHaveValue('new')
    expect(
      within(statusField())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Object.values(leadStatusLabels))
    await userEvent.selectOptions(statusField(), leadStatusLabels.quoted)
    await userEvent.type(noteField(), '  Quoted ₹2,600 a bag  ')
    await userEvent.click(save())
    const busy = screen.getByRole('button', { name: statusCopy.saving })
    expect(busy).toBeDisabled()
    expect(lib.saveLeadStatus).toHaveBeenCalledWith('orderRequests', ORDER.id, {
      status: 'quoted',
      note: 'Quoted ₹2,600 a bag',
    })
    finish()
    expect(await screen.findByRole('status')).toHaveTextContent(statusCopy.saved)
    expect(screen.getByText('Quoted ₹2,600 a bag', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText(/^Last set /)).toBeInTheDocument()
    expect(screen.getAllByText(leadStatusLabels.quoted).length).toBeGreaterThan(1)
  })

  it('says why a save failed and keeps what was typed', async () => {
    lib.saveLeadStatus.mockRejectedValue(new StatusNotSaved('refused'))
    lib.readLead.mockResolvedValue(ORDER)
    open('orderRequests', ORDER.id)
    await screen.findByRole('article')
    await userEvent.selectOptions(statusField(), leadStatusLabels.lost)
    await userEvent.type(noteField(), 'Went elsewhere')
    await userEvent.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent(statusCopy.failed.refused)
    expect(statusField()).toHaveValue('lost')
    expect(noteField()).toHaveValue('Went elsewhere')
    expect(screen.queryByText(statusCopy.saved)).not.toBeInTheDocument()

    lib.saveLeadStatus.mockRejectedValue(new StatusNotSaved('timed-out'))
    await userEvent.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent(statusCopy.failed['timed-out'])
  })

  it('refuses a note over the limit before saving anything', async () => {
    lib.readLead.mockResolvedValue(ORDER)
    open('orderRequests', ORDER.id)
    await screen.findByRole('article')
    await userEvent.click(noteField())
    await userEvent.paste('x'.repeat(LEAD_NOTE_MAX + 1))
    await userEvent.click(save())
    await waitFor(() => expect(noteField()).toHaveAccessibleDescription(/Please keep the note/))
    expect(screen.getByRole('alert')).toHaveTextContent(statusCopy.noteTooLong)
    expect(lib.saveLeadStatus).not.toHaveBeenCalled()
  })
})

describe('LeadView: the quote of an order request', () => {
  const quoted = (decision: 'accepted' | 'changes' | null) =>
    orderLead(ORDER.id, 0, { quote: { id: 'QuoteId7QK2XM9Aabcde', version: 2, decision } })

  it('offers to prepare a quote for an order request without one, and none for a message', async () => {
    lib.readLead.mockResolvedValue(ORDER)
    const { unmount } = open('orderRequests', ORDER.id)
    expect(await screen.findByText(leadQuoteCopy.none)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: leadQuoteCopy.prepare })).toHaveAttribute(
      'href',
      paths.deskQuote(ORDER.id),
    )
    unmount()

    lib.readLead.mockResolvedValue(messageLead('m1', 0))
    open('contactMessages', 'm1')
    await screen.findByRole('article')
    expect(screen.queryByRole('heading', { name: leadQuoteCopy.heading })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: leadQuoteCopy.prepare })).not.toBeInTheDocument()
  })

  it('shows the current quote’s version and that the buyer has not answered, and offers a revision', async () => {
    lib.readLead.mockResolvedValue(quoted(null))
    open('orderRequests', ORDER.id)
    const panel = (await screen.findByRole('heading', { name: leadQuoteCopy.heading }))
      .parentElement!
    expect(panel).toHaveTextContent(`${leadQuoteCopy.version}2`)
    expect(panel).toHaveTextContent(leadQuoteCopy.awaiting)
    expect(within(panel).getByRole('link', { name: leadQuoteCopy.open })).toHaveAttribute(
      'href',
      paths.quote('QuoteId7QK2XM9Aabcde'),
    )
    expect(within(panel).getByRole('link', { name: leadQuoteCopy.revise })).toHaveAttribute(
      'href',
      paths.deskQuote(ORDER.id),
    )
    expect(quotes.readQuote).not.toHaveBeenCalled()
  })

  it('says the buyer accepted', async () => {
    lib.readLead.mockResolvedValue(quoted('accepted'))
    open('orderRequests', ORDER.id)
    expect(await screen.findByText(quoteDecisionLabels.accepted)).toBeInTheDocument()
    expect(quotes.readQuote).not.toHaveBeenCalled()
  })

  it('shows what the buyer asked to change, read from the quote', async () => {
    quotes.readQuote.mockResolvedValue({
      decision: {
        kind: 'changes',
        uid: 'buyer-asha',
        name: 'Asha Gupta',
        message: 'Please make it ₹4,000 a sack.\nDeliver by Friday.',
        at: new Date(),
      },
    } as QuoteRecord)
    lib.readLead.mockResolvedValue(quoted('changes'))
    open('orderRequests', ORDER.id)
    expect(await screen.findByText(quoteDecisionLabels.changes)).toBeInTheDocument()
    expect(
      await screen.findByText(/Please make it ₹4,000 a sack\.\s+Deliver by Friday\./),
    ).toBeInTheDocument()
    expect(screen.getByText(leadQuoteCopy.from('Asha Gupta'))).toBeInTheDocument()
    expect(quotes.readQuote).toHaveBeenCalledWith('QuoteId7QK2XM9Aabcde')
  })

  it('says when the buyer’s message cannot be read', async () => {
    quotes.readQuote.mockRejectedValue(new Error('offline'))
    lib.readLead.mockResolvedValue(quoted('changes'))
    open('orderRequests', ORDER.id)
    expect(await screen.findByText(leadQuoteCopy.changesFailed)).toBeInTheDocument()
  })
})
