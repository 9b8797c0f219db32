import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonClasses, StatusButton } from '@/components/ui/button'
import { WhatsAppLink } from '@/components/ui/whatsapp-link'
import { paths } from '@/config/paths'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { whatsappNumber } from '@/lib/util/contact-links'
import { quoteCopy } from './quote-content'
import { whatsappText, type SentQuote } from './sent-quote'
import type { MailState } from './use-send-quote'

const copy = quoteCopy.sent

interface QuoteSentProps {
  lead: DeskOrderRequest
  quote: SentQuote
  mail: MailState
  onMailAgain: () => void
}

/** The quote is on record: its page, whether the buyer's mail went, and a WhatsApp to them. */
export function QuoteSent({ lead, quote, mail, onMailAgain }: QuoteSentProps) {
  const chat = lead.phone ? whatsappNumber(lead.phone) : null
  // Send the mail again stays, busy, while the mail it started is on its way.
  const [retried, setRetried] = useState(false)
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <Alert tone="success" title={copy.title(quote.version)}>
        <Link
          to={paths.quote(quote.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {copy.openQuote}
        </Link>
      </Alert>
      {mail === 'sending' ? (
        <p role="status" className="text-sm text-stone-700">
          {copy.mailing}
        </p>
      ) : mail === 'sent' ? (
        <p role="status" className="text-sm text-stone-700">
          {copy.mailed(lead.email)}
        </p>
      ) : (
        <Alert tone="error">{copy.mailFailed}</Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {mail === 'failed' || (retried && mail === 'sending') ? (
          <StatusButton
            variant="secondary"
            busy={mail === 'sending'}
            busyLabel={copy.mailing}
            onClick={() => {
              setRetried(true)
              onMailAgain()
            }}
          >
            {copy.mailAgain}
          </StatusButton>
        ) : null}
        {chat ? (
          <WhatsAppLink
            to={chat}
            text={whatsappText(lead, quote)}
            className={buttonClasses('secondary')}
          >
            {copy.whatsapp}
          </WhatsAppLink>
        ) : null}
      </div>
    </div>
  )
}
