import { useParams } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { quoteCopy as copy } from './quote-content'
import { QuoteView } from './quote-view'
import { useQuote } from './use-quote'
import './quote-print.css'

/**
 * /quote/:id: one quote, as whoever holds its link reads it, prints it and answers it. Never
 * indexed: the link is the key to it.
 */
export function QuotePage() {
  const { id = '' } = useParams()
  const read = useQuote(id)

  if (read.status === 'ready') {
    return (
      <>
        <PageMeta
          title={copy.metaTitle(read.quote.reference)}
          description={copy.metaDescription}
          noindex
        />
        <QuoteView quote={read.quote} readAt={read.readAt} onChange={read.show} />
      </>
    )
  }

  const missing = read.status === 'missing'
  return (
    <div className="container-page max-w-3xl py-12">
      <PageMeta
        title={missing ? copy.missingTitle : copy.loadingTitle}
        description={copy.metaDescription}
        noindex
      />
      <h1 className="mb-4 font-display text-3xl font-bold text-brand-900">
        {missing ? copy.missingTitle : copy.loadingTitle}
      </h1>
      {read.status === 'loading' ? (
        <p role="status" className="text-stone-700">
          {copy.loading}
        </p>
      ) : read.status === 'failed' ? (
        <div className="space-y-3">
          <Alert tone="error">{copy.failed}</Alert>
          <Button onClick={read.retry}>{copy.retry}</Button>
        </div>
      ) : (
        <p className="max-w-prose text-stone-700">{copy.missing}</p>
      )}
    </div>
  )
}
