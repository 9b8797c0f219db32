import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { WhatsAppLink } from '@/components/ui/whatsapp-link'
import type { DeskLead } from '@/lib/leads/desk/records'
import { mailtoLink, telLink, whatsappNumber } from '@/lib/util/contact-links'
import { leadCopy } from './desk-leads-content'

const { reply: copy } = leadCopy
const action = buttonClasses('secondary', 'px-3 sm:px-4')

/** One tap to answer the sender: a mail about the lead, a call, a WhatsApp chat. */
export function ContactActions({ lead }: { lead: DeskLead }) {
  const chat = lead.phone ? whatsappNumber(lead.phone) : null
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      <a href={mailtoLink(lead.email, copy.subject(lead.reference))} className={action}>
        <Icon name="mail" className="size-5" />
        {copy.email}
      </a>
      {lead.phone ? (
        <a href={telLink(lead.phone)} className={action}>
          <Icon name="phone" className="size-5" />
          {copy.call}
        </a>
      ) : null}
      {chat ? (
        <WhatsAppLink to={chat} text={copy.greeting(lead.name)} className={action}>
          {copy.whatsapp}
        </WhatsAppLink>
      ) : null}
    </div>
  )
}
