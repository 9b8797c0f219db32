import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Alert } from '@/components/ui/alert'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { indianIsoDate } from '@/lib/util/india-time'
import { QuoteBuyer } from './quote-buyer'
import { quoteCopy as copy } from './quote-content'
import { startDraft, type QuoteDraft } from './quote-draft'
import { QuoteLines } from './quote-lines'
import { QuoteSent } from './quote-sent'
import { QuoteTerms } from './quote-terms'
import { SendPanel } from './send-panel'
import { reviewDraft } from './review-draft'
import { useSendQuote } from './use-send-quote'

interface QuoteEditorProps {
  lead: DeskOrderRequest
  /** The catalogue as stored now. */
  products: readonly DeskProduct[]
}

/**
 * A quote for `lead`, started from the request at today's prices: its lines, the terms, and the
 * totals as staff type, then Send. Problems are shown from the first try to send on; whatever
 * was typed stays through any failure.
 */
export function QuoteEditor({ lead, products }: QuoteEditorProps) {
  const [today, setToday] = useState(() => indianIsoDate(new Date()))
  const [draft, setDraft] = useState(() => startDraft(lead, products, today))
  const [tried, setTried] = useState(false)
  const review = useMemo(() => reviewDraft(draft, lead, today), [draft, lead, today])
  const sender = useSendQuote(lead)
  const form = useRef<HTMLFormElement>(null)
  const sending = sender.state.status === 'sending'

  // A failed send gives the focus back to Send, disabled while it ran.
  const failed = sender.state.status === 'failed'
  useEffect(() => {
    if (failed) form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus()
  }, [failed])

  const update = (change: Partial<QuoteDraft>) => setDraft((current) => ({ ...current, ...change }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    // Checked on the day it is sent: a page left open overnight must not end a quote yesterday.
    const now = indianIsoDate(new Date())
    const checked = reviewDraft(draft, lead, now)
    flushSync(() => {
      setToday(now)
      setTried(true)
    })
    if (checked.content && checked.totals) {
      void sender.send(checked.content, checked.totals.grandTotal)
    } else {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }

  const errors = tried ? review.errors : {}
  return (
    <div className="space-y-5">
      <h2 className="font-display text-xl font-bold text-brand-900 sm:text-2xl">
        {copy.heading(lead.reference)}
      </h2>
      {sender.state.status === 'sent' ? (
        <QuoteSent
          lead={lead}
          quote={sender.state.quote}
          mail={sender.mail}
          onMailAgain={sender.mailAgain}
        />
      ) : (
        <form
          ref={form}
          noValidate
          onSubmit={submit}
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
        >
          <fieldset disabled={sending} className="min-w-0 space-y-5">
            {lead.quote ? <Alert tone="info">{copy.revising(lead.quote.version)}</Alert> : null}
            <QuoteBuyer
              lead={lead}
              buyer={review.buyer}
              supply={review.supply}
              picked={draft.pickedState}
              error={errors.state}
              onPick={(pickedState) => update({ pickedState })}
            />
            <QuoteLines
              draft={draft}
              review={review}
              tried={tried}
              products={products}
              onChange={setDraft}
            />
            <QuoteTerms draft={draft} errors={errors} today={today} onChange={update} />
          </fieldset>
          <SendPanel review={review} tried={tried} sendState={sender.state} leadId={lead.id} />
        </form>
      )}
    </div>
  )
}
