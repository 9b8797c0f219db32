import { useCallback, useRef, useState } from 'react'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { sendQuoteMail } from '@/lib/mail/email'
import type { QuoteContent } from '@/lib/quotes/quote-document'
import { newQuoteId, QuoteNotSaved, sendQuote, type QuoteProblem } from '@/lib/quotes/quotes'
import { quoteMail, type SentQuote } from './sent-quote'

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; problem: QuoteProblem }
  | { status: 'sent'; quote: SentQuote }

/** The buyer's mail of a sent quote: on its way, gone, or not sent. */
export type MailState = 'sending' | 'sent' | 'failed'

/**
 * Sends the quote of `lead`, once at a time, and then mails the buyer its link. The quote's id
 * is made once for the editor, so a retry after a failure or no answer sends the same quote,
 * never a second one.
 */
export function useSendQuote(lead: DeskOrderRequest) {
  const [id] = useState(newQuoteId)
  const [state, setState] = useState<SendState>({ status: 'idle' })
  const [mail, setMail] = useState<MailState>('sending')
  const running = useRef(false)

  const mailBuyer = useCallback(
    async (quote: SentQuote) => {
      setMail('sending')
      try {
        await sendQuoteMail(quoteMail(lead, quote))
        setMail('sent')
      } catch {
        setMail('failed')
      }
    },
    [lead],
  )

  async function send(content: QuoteContent, grandTotal: number) {
    if (running.current) return
    running.current = true
    setState({ status: 'sending' })
    try {
      const quoted = { id: lead.id, authorUid: lead.authorUid, quote: lead.quote }
      const version = await sendQuote(id, quoted, content)
      const quote = { id, version, grandTotal, validUntil: content.validUntil }
      setState({ status: 'sent', quote })
      void mailBuyer(quote)
    } catch (error) {
      setState({
        status: 'failed',
        problem: error instanceof QuoteNotSaved ? error.problem : 'failed',
      })
    } finally {
      running.current = false
    }
  }

  const mailAgain = () => {
    if (state.status === 'sent' && mail === 'failed') void mailBuyer(state.quote)
  }
  return { state, mail, send, mailAgain }
}
