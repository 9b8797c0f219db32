import type { ReactNode } from 'react'
import { whatsappLink } from '@/config/site'
import { uiText } from '@/config/ui-content'

interface WhatsAppLinkProps {
  /** The message the chat opens with; the chat alone when absent. */
  text?: string
  /** Whose chat: a number in wa.me's form (digits with country code); the business's when absent. */
  to?: string
  className: string
  children: ReactNode
}

/** A link that opens a WhatsApp chat (the business's, unless `to` names another) in a new tab, and says that it does. */
export function WhatsAppLink({ text, to, className, children }: WhatsAppLinkProps) {
  return (
    <a
      href={whatsappLink(text, to)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
      <span className="sr-only"> {uiText.opensInNewTab}</span>
    </a>
  )
}
