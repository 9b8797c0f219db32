import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { BackToLead } from './back-to-lead'
import { quoteCopy as copy } from './quote-content'
import { QuoteEditor } from './quote-editor'
import { useQuoteInputs } from './use-quote-inputs'

/** The quote editor of the order request `leadId`, once the request and today's prices are read. */
export function QuoteDesk({ leadId }: { leadId: string }) {
  const inputs = useQuoteInputs(leadId)
  return (
    <div className="space-y-5">
      <BackToLead leadId={leadId} />
      {inputs.status === 'loading' ? (
        <p role="status" className="text-stone-700">
          {copy.loading}
        </p>
      ) : inputs.status === 'failed' ? (
        <div className="space-y-3">
          <Alert tone="error">{copy.loadFailed}</Alert>
          <Button onClick={inputs.retry}>{copy.retry}</Button>
        </div>
      ) : inputs.status === 'missing' ? (
        <p className="text-stone-700">{copy.notFound}</p>
      ) : (
        <QuoteEditor key={leadId} lead={inputs.lead} products={inputs.products} />
      )}
    </div>
  )
}
