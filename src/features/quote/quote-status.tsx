import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { WhatsAppLink } from '@/components/ui/whatsapp-link'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import type { QuoteState } from '@/lib/quotes/quote-state'
import type { QuoteDecision } from '@/lib/quotes/quote-schema'
import { formatIndianDateTime } from '@/lib/util/india-time'
import { statusCopy as copy } from './quote-content'
import { formatIndianDay } from '@/lib/util/india-time'

interface QuoteStatusProps {
  quote: QuoteRecord
  /** Any state but open: an open quote is answered at the foot of the page. */
  state: Exclude<QuoteState, 'open'>
}

/** Where a quote stands once it is no longer open to an answer, first thing under its title. */
export function QuoteStatus({ quote, state }: QuoteStatusProps) {
  if (state === 'superseded') {
    return (
      <Alert tone="info" title={copy.superseded.title}>
        <p>{copy.superseded.text}</p>
        {quote.supersededBy ? (
          <Link
            to={paths.quote(quote.supersededBy)}
            className={buttonClasses('primary', 'mt-3 print:hidden')}
          >
            {copy.superseded.link}
          </Link>
        ) : null}
      </Alert>
    )
  }
  if (state === 'expired') return <Expired quote={quote} />
  return quote.decision ? <Decided decision={quote.decision} /> : null
}

/** An expired quote, and the ways to ask the seller for a fresh one. */
function Expired({ quote }: { quote: QuoteRecord }) {
  const words = copy.expired
  return (
    <Alert tone="info" title={words.title(formatIndianDay(quote.validUntil, 'long'))}>
      <p>{words.text}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row print:hidden">
        <WhatsAppLink
          text={words.whatsappText(quote.reference, quote.version)}
          className={buttonClasses('primary')}
        >
          {words.whatsapp}
        </WhatsAppLink>
        <a href={`tel:${site.phone.tel}`} className={buttonClasses('secondary')}>
          {words.call(site.phone.display)}
        </a>
      </div>
    </Alert>
  )
}

/** Who answered the quote, when, and what they wrote. */
function Decided({ decision }: { decision: QuoteDecision }) {
  const words = copy[decision.kind]
  return (
    <Alert tone="success" title={words.title}>
      <p>{words.by(decision.name, formatIndianDateTime(decision.at))}</p>
      {decision.message ? (
        <p className="mt-2">
          <span className="font-semibold">{copy.message}:</span>{' '}
          <span className="whitespace-pre-line break-words">{decision.message}</span>
        </p>
      ) : null}
      <p className="mt-2">{words.next}</p>
    </Alert>
  )
}
