import type { ReactNode } from 'react'
import { uiText } from '@/config/ui-content'
import { isWebUrl } from '@/config/field-rules'
import { checkFigures, checkGst, gstDiffers } from '@/lib/leads/desk/lead-check'
import type {
  DeskContactMessage,
  DeskJobApplication,
  DeskLead,
  DeskOrderRequest,
} from '@/lib/leads/desk/records'
import { ContactActions } from './contact-actions'
import { figuresCopy, leadCopy as copy, leadTypeLabels } from './desk-leads-content'
import { DetailList } from './detail-list'
import { FiguresDifferMark } from './figures-differ-mark'
import { GstFacts } from './gst-facts'
import { OrderFigures } from './order-figures'
import { useCatalogue } from './use-catalogue'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h3 className="font-display text-lg font-bold text-brand-900">{title}</h3>
      {children}
    </section>
  )
}

/** What the sender wrote, as they wrote it (line breaks kept). */
function Message({ text }: { text: string }) {
  return text ? (
    <p className="whitespace-pre-wrap break-words text-sm text-stone-900">{text}</p>
  ) : (
    <p className="text-sm text-stone-600">{copy.noMessage}</p>
  )
}

/** Who sent the lead, and the ways to answer them. */
export function SenderSection({ lead }: { lead: DeskLead }) {
  return (
    <Section title={copy.contactHeading}>
      <DetailList
        items={[
          [copy.name, lead.name],
          ...(lead.company ? [[copy.company, lead.company] as const] : []),
          [copy.email, lead.email],
          ...(lead.phone ? [[copy.phone, lead.phone] as const] : []),
        ]}
      />
      <ContactActions lead={lead} />
    </Section>
  )
}

/** Said first when any figure of money, weight or GST differs from what the desk works out. */
function FiguresDiffer() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-red-800">
      <FiguresDifferMark />
      <span>{figuresCopy.differHint}</span>
    </p>
  )
}

/**
 * What the buyer asked for, with the figures the desk works out (today's prices, the GSTIN's own
 * state) rather than those the buyer's page wrote, and where that page said otherwise.
 */
function OrderSection({ lead }: { lead: DeskOrderRequest }) {
  const read = useCatalogue()
  const figures = read.catalogue ? checkFigures(lead, read.catalogue) : null
  const differs = gstDiffers(checkGst(lead)) || (figures?.differences.length ?? 0) > 0
  return (
    <>
      <Section title={`${copy.orderHeading}: ${leadTypeLabels[lead.type]}`}>
        {differs ? <FiguresDiffer /> : null}
        <DetailList
          items={[
            [copy.gstin, <GstFacts key="gst" lead={lead} />],
            ...(lead.delivery ? [[copy.delivery, lead.delivery] as const] : []),
          ]}
        />
        <OrderFigures lead={lead} figures={figures} read={read} />
      </Section>
      <Section title={copy.messageHeading}>
        <Message text={lead.message} />
      </Section>
    </>
  )
}

function MessageSection({ lead }: { lead: DeskContactMessage }) {
  return (
    <Section title={copy.messageHeading}>
      <DetailList items={[[copy.subject, lead.subject]]} />
      <Message text={lead.message} />
    </Section>
  )
}

/** The CV as a link only when it is a web link: anything else is shown, never opened. */
function CvLink({ href }: { href: string }) {
  if (!isWebUrl(href)) {
    return (
      <span>
        {copy.cvNotLink} <span className="break-all font-mono">{href}</span>
      </span>
    )
  }
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {copy.openCv}
        <span className="sr-only"> {uiText.opensInNewTab}</span>
      </a>
      <span className="block break-all text-xs text-stone-600">{href}</span>
    </>
  )
}

function ApplicationSection({ lead }: { lead: DeskJobApplication }) {
  return (
    <Section title={copy.applicationHeading}>
      <DetailList
        items={[
          [
            copy.job,
            `${lead.jobTitle} · ${lead.jobDepartment} · ${lead.jobType} · ${copy.jobId(lead.jobId)}`,
          ],
          [copy.cv, <CvLink key="cv" href={lead.cvLink} />],
        ]}
      />
      <Message text={lead.message} />
    </Section>
  )
}

/** Everything the sender sent, by the kind of lead. */
export function LeadContent({ lead }: { lead: DeskLead }) {
  if (lead.type === 'contact') return <MessageSection lead={lead} />
  if (lead.type === 'application') return <ApplicationSection lead={lead} />
  return <OrderSection lead={lead} />
}
