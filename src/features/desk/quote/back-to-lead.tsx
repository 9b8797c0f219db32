import { Link } from 'react-router-dom'
import { Icon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { COLLECTIONS } from '@/lib/schema'
import { quoteCopy as copy } from './quote-content'

/** The way back to the order request the quote answers. */
export function BackToLead({ leadId }: { leadId: string }) {
  return (
    <Link
      to={paths.deskLead(COLLECTIONS.orderRequests, leadId)}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      <Icon name="chevron-left" className="size-4" />
      {copy.backToLead}
    </Link>
  )
}
