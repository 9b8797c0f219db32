import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { routes } from '@/config/routes'
import { sendQuoteDecisionMail } from '@/lib/mail/email'
import { decideQuote, QuoteNotSaved, readQuote } from '@/lib/quotes/quotes'
import { formatIndianDay } from '@/lib/util/india-time'
import { decisionCopy as copy, decisionMailWords, statusCopy } from './quote-content'
import { QuotePage } from './quote-page'
import { testQuote } from '@/test/quotes'

vi.mock('@/lib/quotes/quotes', () => ({
  readQuote: vi.fn(),
  decideQuote: vi.fn(),
  QuoteNotSaved: class extends Error {
    constructor(readonly problem: string) {
      super(problem)
    }
  },
}))
vi.mock('@/lib/mail/email', () => ({ sendQuoteDecisionMail: vi.fn() }))

const QUOTE = testQuote()
const NAME = 'Asha Kulkarni'

async function openQuote() {
  render(
    <MemoryRouter initialEntries={[paths.quote(QUOTE.id)]}>
      <Routes>
        <Route path={routes.quote.path} element={<QuotePage />} />
      </Routes>
    </MemoryRouter>,
  )
  await screen.findByRole('heading', { level: 1, name: new RegExp(QUOTE.reference) })
}

const nameField = () => screen.getByRole('textbox', { name: copy.name })
const messageField = () => screen.getByRole('textbox', { name: copy.message })
const button = (name: string) => screen.getByRole('button', { name })

describe('answering a quote', () => {
  beforeEach(() => {
    vi.mocked(readQuote).mockReset().mockResolvedValue(QUOTE)
    vi.mocked(decideQuote).mockReset().mockResolvedValue()
    vi.mocked(sendQuoteDecisionMail).mockReset().mockResolvedValue()
  })

  it('accepts it under the name typed, tells the sales desk, and shows it accepted', async () => {
    await openQuote()
    await userEvent.click(button(copy.accept))
    expect(screen.getByRole('alert')).toHaveTextContent(copy.errors.name)
    expect(decideQuote).not.toHaveBeenCalled()

    await userEvent.type(nameField(), NAME)
    await userEvent.click(button(copy.accept))
    expect(await screen.findByText(copy.recorded.accepted)).toBeInTheDocument()
    expect(decideQuote).toHaveBeenCalledWith(QUOTE, { kind: 'accepted', name: NAME, message: '' })
    expect(screen.getByText(statusCopy.accepted.title)).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`Accepted by ${NAME} on`))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: copy.accept })).toBeNull()
    await vi.waitFor(() =>
      expect(sendQuoteDecisionMail).toHaveBeenCalledWith({
        reference: QUOTE.reference,
        decision: decisionMailWords.accepted,
        from_name: NAME,
        message: '',
        grand_total: '₹7,784',
        quote_link: `${window.location.origin}${paths.quote(QUOTE.id)}`,
      }),
    )
  })

  it('asks for changes only with a message saying what to change', async () => {
    await openQuote()
    await userEvent.type(nameField(), NAME)
    await userEvent.click(button(copy.askChanges))
    expect(screen.getByRole('alert')).toHaveTextContent(copy.errors.message)
    expect(decideQuote).not.toHaveBeenCalled()

    await userEvent.type(messageField(), 'Sugar at ₹230 a pack?')
    await userEvent.click(button(copy.askChanges))
    expect(await screen.findByText(copy.recorded.changes)).toBeInTheDocument()
    expect(decideQuote).toHaveBeenCalledWith(QUOTE, {
      kind: 'changes',
      name: NAME,
      message: 'Sugar at ₹230 a pack?',
    })
    expect(screen.getByText(statusCopy.changes.title)).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(sendQuoteDecisionMail).toHaveBeenCalledWith(
        expect.objectContaining({ decision: decisionMailWords.changes }),
      ),
    )
  })

  it('keeps the answer shown when the mail to the sales desk fails', async () => {
    vi.mocked(sendQuoteDecisionMail).mockRejectedValue(new Error('mail down'))
    await openQuote()
    await userEvent.type(nameField(), NAME)
    await userEvent.click(button(copy.accept))
    expect(await screen.findByText(copy.recorded.accepted)).toBeInTheDocument()
    await vi.waitFor(() => expect(sendQuoteDecisionMail).toHaveBeenCalled())
    expect(screen.getByText(statusCopy.accepted.title)).toBeInTheDocument()
  })

  it('explains a refusal from a fresh read: the quote expired meanwhile', async () => {
    const expired = testQuote({}, { validDays: -1 })
    vi.mocked(decideQuote).mockRejectedValue(new QuoteNotSaved('refused'))
    vi.mocked(readQuote).mockResolvedValueOnce(QUOTE).mockResolvedValueOnce(expired)
    await openQuote()
    await userEvent.type(nameField(), NAME)
    await userEvent.click(button(copy.accept))
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.refused.expired)
    expect(readQuote).toHaveBeenCalledTimes(2)
    expect(
      screen.getByText(statusCopy.expired.title(formatIndianDay(expired.validUntil, 'long'))),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: copy.accept })).toBeNull()
    expect(sendQuoteDecisionMail).not.toHaveBeenCalled()
  })

  it('says when the answer timed out, keeps what was typed, and Try again sends it', async () => {
    vi.mocked(decideQuote).mockRejectedValueOnce(new QuoteNotSaved('timed-out'))
    await openQuote()
    await userEvent.type(nameField(), NAME)
    await userEvent.type(messageField(), 'Deliver by Friday')
    await userEvent.click(button(copy.accept))
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.problems['timed-out'])
    expect(nameField()).toHaveValue(NAME)
    expect(messageField()).toHaveValue('Deliver by Friday')

    await userEvent.click(button(copy.tryAgain))
    expect(await screen.findByText(copy.recorded.accepted)).toBeInTheDocument()
    expect(decideQuote).toHaveBeenCalledTimes(2)
    expect(decideQuote).toHaveBeenLastCalledWith(QUOTE, {
      kind: 'accepted',
      name: NAME,
      message: 'Deliver by Friday',
    })
  })

  it('says when the answer failed, with Try again', async () => {
    vi.mocked(decideQuote).mockRejectedValueOnce(new QuoteNotSaved('failed'))
    await openQuote()
    await userEvent.type(nameField(), NAME)
    await userEvent.click(button(copy.accept))
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.problems.failed)
    expect(button(copy.tryAgain)).toBeEnabled()
  })
})
