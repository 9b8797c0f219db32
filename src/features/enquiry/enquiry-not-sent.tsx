import { Alert } from '@/components/ui/alert'
import { sendFailureMessage } from '@/components/ui/send-failure-message'
import { WhatsAppLink } from '@/components/ui/whatsapp-link'
import { messages } from '@/config/messages'
import { site } from '@/config/site'
import { enquiryCopy as copy } from './enquiry-content'

const LINK = 'font-semibold text-red-900 underline underline-offset-4 hover:text-red-950'

interface EnquiryNotSentProps {
  error: unknown
  /** The reference the request was tried under: sending it again unchanged keeps it. */
  reference: string | null
}

/**
 * The enquiry did not go out: that everything is kept, how else to reach the sales team (a call,
 * WhatsApp), and the reference to quote there.
 */
export function EnquiryNotSent({ error, reference }: EnquiryNotSentProps) {
  return (
    <Alert tone="error" title={copy.notSent.title}>
      <p>{sendFailureMessage(error, copy.notSent.text)}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a href={`tel:${site.phone.tel}`} className={LINK}>
          {copy.notSent.call(site.phone.display)}
        </a>
        <WhatsAppLink text={copy.notSent.whatsappText(reference)} className={LINK}>
          {copy.notSent.whatsapp}
        </WhatsAppLink>
      </p>
      {reference ? (
        <p className="mt-2 font-semibold">{messages.order.reference(reference)}</p>
      ) : null}
    </Alert>
  )
}
