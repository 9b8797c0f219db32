import { useEffect, useState } from 'react'
import type { QuoteRecord } from '@/lib/quotes/quote-record'

export type QuoteRead =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'missing' }
  /** `readAt`: the moment the quote is judged open or expired at. */
  | { status: 'ready'; quote: QuoteRecord; readAt: Date }

/**
 * The quote `id`, read once, for a page that shows a quote beside other things (a request's card,
 * a lead's page): the quotes' code is fetched with it, only where a request has a quote.
 */
export function useQuoteRead(id: string): QuoteRead {
  const [read, setRead] = useState<{ id: string; state: QuoteRead } | null>(null)
  useEffect(() => {
    let current = true
    const done = (state: QuoteRead) => current && setRead({ id, state })
    import('@/lib/quotes/quotes')
      .then(({ readQuote }) => readQuote(id))
      .then(
        (quote) =>
          done(quote ? { status: 'ready', quote, readAt: new Date() } : { status: 'missing' }),
        () => done({ status: 'failed' }),
      )
    return () => {
      current = false
    }
  }, [id])
  return read?.id === id ? read.state : { status: 'loading' }
}
