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
import type { DeskProduct, readProductsForDesk } from '@/lib/catalog/desk-catalog'
import type { readLead, saveLeadStatus } from '@/lib/leads/desk/lead'
import { StatusNotSaved } from '@/lib/leads/desk/records'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import type { readQuote } from '@/lib/quotes/quotes'
import { LEAD_NOTE_MAX } from '@/lib/desk-schema'
import { formatIndianDateTime } from '@/lib/util/india-time'
import { applicationLead, messageLead, orderLead } from '@/test/desk-leads'
import { DESK_MASOOR, DESK_SUGAR } from '@/test/quotes'
import { renderPage } from '@/test/render-page'
import {
  figuresCopy,
  languageMark,
  leadCopy,
  leadQuoteCopy,
  notMailed,
  statusCopy,
} from './desk-leads-content'
import { LeadView } from './lead-view'

const lib = vi.hoisted(() => ({
  readLead: vi.fn<typeof readLead>(),
  saveLeadStatus: vi.fn<typeof saveLeadStatus>(),
}))
vi.mock('@/lib/leads/desk/lead', () => lib)
const quotes = vi.hoisted(() => ({ readQuote: vi.fn<typeof readQuote>() }))
vi.mock('@/lib/quotes/quotes', () => quotes)
const catalogue = vi.hoisted(() => ({ readProductsForDesk: vi.fn<typeof readProductsForDesk>() }))
vi.mock('@/lib/catalog/desk-catalog', () => catalogue)

/** Today's catalogue: Masoor Dal at ₹4,185.50 a 30 kg sack, Sugar at ₹238.50 a 5 kg pack. */
const TODAY: DeskProduct[] = [DESK_MASOOR, DESK_SUGAR]

beforeEach(() => {
  lib.readLead.mockReset()
  quotes.readQuote.mockReset()
  lib.saveLeadStatus.mockReset().mockResolvedValue()
  catalogue.readProductsForDesk.mockReset().mockResolvedValue(TODAY)
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
    { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 4185.5 },
    { product: 'Organic jaggery', size: '', packs: 10, packPrice: 0 },
  ],
  totalKg: 60,
  total: 8371,
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
    ]) {
      expect(article).toHaveTextContent(text)
    }
    // The lines as worked out from today's catalogue, which here the buyer's page agrees with.
    expect(await within(article).findByText(figuresCopy.atToday)).toBeInTheDocument()
    for (const text of [
      'Masoor Dal, 30kg × 2 at ₹4,185.50 = ₹8,371.00 · 60 kg',
      'Organic jaggery × 10',
      figuresCopy.asked,
      `${orderRequestCopy.total}: ₹8,371.00 · 60 kg`,
    ]) {
      expect(article).toHaveTextContent(text)
    }
    expect(screen.getByText(/Deliver before Diwali\.\s+Call first\./)).toBeInTheDocument()
    expect(article).not.toHaveTextContent(notMailed.label)
    expect(article).not.toHaveTextContent(figuresCopy.differ)
    expect(article).not.toHaveTextContent(figuresCopy.flag)
    // Written in English: nothing says so.
    expect(article).not.toHaveTextContent(languageMark('English'))
  })

  it('says beside its status when the sender wrote in Hindi', async () => {
    lib.readLead.mockResolvedValue(messageLead('m1', 0, { language: 'hi' }))
    open('contactMessages', 'm1')
    const mark = await screen.findByText(languageMark('Hindi'))
    expect(mark).toHaveTextContent('Wrote in Hindi')
    expect(mark.parentElement).toHaveTextContent(leadStatusLabels.new)
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

describe('LeadView: an order’s figures, worked out from today’s catalogue', () => {
  /** Opens the order request `lead` and waits for its figures to be checked. */
  async function openChecked(lead: ReturnType<typeof orderLead>) {
    lib.readLead.mockResolvedValue(lead)
    open('orderRequests', lead.id)
    await screen.findByText(figuresCopy.atToday)
    return screen.getByRole('article')
  }
  const flags = () => screen.queryAllByText(figuresCopy.flag).map((flag) => flag.parentElement)
  /** The GSTIN's row: what the desk says of the GSTIN and its state. */
  const gstRow = (gstin: string) => screen.getByText(gstin).closest('dd')!

  it('shows a Buy Now at ₹1 a sack at today’s price, and says what the buyer’s page said', async () => {
    const article = await openChecked(
      orderLead(ORDER.id, 0, {
        lines: [{ product: 'Masoor Dal', size: '30kg', packs: 999, packPrice: 1 }],
        total: 1,
        totalKg: 29970,
      }),
    )
    expect(article).toHaveTextContent(
      'Masoor Dal, 30kg × 999 at ₹4,185.50 = ₹41,81,314.50 · 29,970 kg',
    )
    expect(article).toHaveTextContent(`${orderRequestCopy.total}: ₹41,81,314.50 · 29,970 kg`)
    expect(flags().map((flag) => flag?.textContent)).toEqual([
      `${figuresCopy.flag} ${figuresCopy.packPrice(1, 999, 4185.5, 41_81_314.5)}`,
      `${figuresCopy.flag} ${figuresCopy.total(1, 41_81_314.5)}`,
    ])
    expect(article).toHaveTextContent(
      'Buyer’s page said ₹1.00 a pack (₹999.00 for the line); today ₹4,185.50 (₹41,81,314.50).',
    )
    expect(screen.getByText(figuresCopy.differ)).toBeVisible()
    expect(article).toHaveTextContent(figuresCopy.differHint)
  })

  it('says plainly when the total is not what the lines come to', async () => {
    catalogue.readProductsForDesk.mockResolvedValue([
      { id: 'chana', name: 'Chana Dal', prices: { '1kg': 60 } },
    ])
    const article = await openChecked(
      orderLead(ORDER.id, 0, {
        lines: [{ product: 'Chana Dal', size: '1kg', packs: 2, packPrice: 60 }],
        total: 99_99_99_999,
        totalKg: 2,
      }),
    )
    expect(flags()).toHaveLength(1)
    expect(article).toHaveTextContent(
      'Differs: Buyer’s page said a total of ₹99,99,99,999.00; the lines come to ₹120.00.',
    )
    expect(article).toHaveTextContent(`${orderRequestCopy.total}: ₹120.00 · 2 kg`)
  })

  it('says when the weight is not what the lines weigh', async () => {
    const article = await openChecked({ ...ORDER, totalKg: 6 })
    expect(flags()).toHaveLength(1)
    expect(article).toHaveTextContent(figuresCopy.totalKg(6, 60))
  })

  it('says a product gone from the catalogue is so, without calling its money different', async () => {
    const article = await openChecked(
      orderLead(ORDER.id, 0, {
        lines: [
          { product: 'Kesari Dal', size: '5kg', packs: 2, packPrice: 500 },
          { product: 'Sugar', size: '30kg', packs: 1, packPrice: 1400 },
          { product: 'Sugar', size: '5kg', packs: 4, packPrice: 238.5 },
        ],
        total: 3354,
        totalKg: 60,
      }),
    )
    expect(article).toHaveTextContent(`${figuresCopy.missing} ${figuresCopy.uncheckable(500)}`)
    expect(article).toHaveTextContent(`${figuresCopy.unavailable} ${figuresCopy.uncheckable(1400)}`)
    expect(article).toHaveTextContent(`${orderRequestCopy.total}: ₹954.00 · 20 kg`)
    expect(article).toHaveTextContent(figuresCopy.notCounted(2))
    expect(flags()).toEqual([])
    expect(article).not.toHaveTextContent(figuresCopy.differ)
  })

  it('names the state a GSTIN’s code names, never the one the buyer’s page said instead', async () => {
    const article = await openChecked({ ...ORDER, gstin: '27AAPFU0939F1ZV', gstState: 'Kerala' })
    expect(gstRow('27AAPFU0939F1ZV')).toHaveTextContent(
      `27AAPFU0939F1ZV, ${leadCopy.gstState('Maharashtra')}`,
    )
    expect(flags().map((flag) => flag?.textContent)).toEqual([
      `${figuresCopy.flag} ${figuresCopy.stateSaid('Kerala')}`,
    ])
    expect(article.textContent).not.toMatch(/(?<!said )registered in Kerala/)
    expect(screen.getByText(figuresCopy.differ)).toBeVisible()
  })

  it('flags a wrong check character, and does not call the GSTIN registered anywhere', async () => {
    await openChecked({ ...ORDER, gstin: '27AAPFU0939F1ZA', gstState: 'Maharashtra' })
    const row = gstRow('27AAPFU0939F1ZA')
    expect(row).toHaveTextContent(`27AAPFU0939F1ZA, ${figuresCopy.codeNames('27', 'Maharashtra')}`)
    expect(row).toHaveTextContent(`${figuresCopy.flag} ${figuresCopy.checkCharacter}`)
    expect(row).not.toHaveTextContent(leadCopy.gstState('Maharashtra'))
    expect(screen.getByText(figuresCopy.differ)).toBeVisible()
  })

  it('says it is checking, and shows none of the buyer’s money until today’s prices are in', async () => {
    catalogue.readProductsForDesk.mockReturnValue(new Promise(() => {}))
    lib.readLead.mockResolvedValue(ORDER)
    open('orderRequests', ORDER.id)
    expect(await screen.findByText(figuresCopy.checking)).toBeInTheDocument()
    expect(screen.getByRole('article')).not.toHaveTextContent('₹')
  })

  it('shows the buyer’s figures as not checked when the catalogue cannot be read, and checks again', async () => {
    catalogue.readProductsForDesk.mockRejectedValueOnce(new Error('offline'))
    lib.readLead.mockResolvedValue({ ...ORDER, total: 1 })
    open('orderRequests', ORDER.id)
    const article = await screen.findByRole('article')
    expect(await within(article).findByText(figuresCopy.unchecked)).toBeInTheDocument()
    expect(article).toHaveTextContent(`${orderRequestCopy.total}: ₹1.00 · 60 kg`)
    expect(article).not.toHaveTextContent(figuresCopy.differ)
    await userEvent.click(screen.getByRole('button', { name: figuresCopy.checkAgain }))
    expect(await screen.findByText(figuresCopy.total(1, 8371))).toBeInTheDocument()
    expect(catalogue.readProductsForDesk).toHaveBeenCalledTimes(2)
  })

  it('shows what the buyer wrote as text, never as markup', async () => {
    const product = '<img src=x onerror="alert(1)">'
    const article = await openChecked(
      orderLead(ORDER.id, 0, {
        lines: [{ product, size: '', packs: 1, packPrice: 0 }],
        total: 0,
        totalKg: 0,
        gstin: '<b>27</b>',
        gstState: '<i>Kerala</i>',
      }),
    )
    expect(article).toHaveTextContent(`${product} × 1`)
    expect(article).toHaveTextContent(figuresCopy.stateSaid('<i>Kerala</i>'))
    expect(article.querySelector('img, b, i')).toBeNull()
  })
})
