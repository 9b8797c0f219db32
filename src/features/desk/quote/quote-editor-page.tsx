import { useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { DeskLayout } from '@/features/desk/desk-layout'
import { quoteCopy as copy } from './quote-content'
import { QuoteDesk } from './quote-desk'

/** /desk/quote/:leadId: the quote editor of one order request, a chunk of its own. */
export function QuoteEditorPage() {
  const { leadId = '' } = useParams()
  return (
    <DeskLayout section={copy.section} path={paths.deskQuote(leadId)}>
      <QuoteDesk leadId={leadId} />
    </DeskLayout>
  )
}
