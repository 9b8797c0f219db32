import type { ReactNode } from 'react'
import { whatsappLink } from '@/config/site'
import { uiText } from '@/config/ui-text'

interface WhatsAppLinkProps {
  /** The message the chat opens with; the business's chat alone when absent. */
  text?: string
  className: string
  children: ReactNode
}

/** A link that opens the business's WhatsApp chat in a new tab, and says that it does. */
export function WhatsAppLink({ text, className, children }: WhatsAppLinkProps) {
  return (
    <a href={whatsappLink(text)} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {uiText.opensInNewTab}</span>
    </a>
  )
}
