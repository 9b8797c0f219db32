import { useCallback, useEffect, useReducer, useState } from 'react'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import { readQuote } from '@/lib/quotes/quotes'

export type QuoteRead =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'missing' }
  /** `readAt`: the moment the quote is judged open or expired at. */
  | { status: 'ready'; quote: QuoteRecord; readAt: Date }

/**
 * The quote `id`, read once when the page opens (a quote changes only when answered, and this
 * page is where that happens). `show` puts a quote the page learnt of since in its place: an
 * answer recorded here, or a fresh read after one was refused.
 */
export function useQuote(id: string) {
  const [read, setRead] = useState<{ key: string; state: QuoteRead } | null>(null)
  const [attempt, retry] = useReducer((n: number) => n + 1, 0)
  const key = `${id}/${attempt}`
  useEffect(() => {
    let current = true
    const done = (state: QuoteRead) => current && setRead({ key, state })
    readQuote(id).then(
      (quote) =>
        done(quote ? { status: 'ready', quote, readAt: new Date() } : { status: 'missing' }),
      () => done({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [key, id])
  const show = useCallback(
    (quote: QuoteRecord) =>
      setRead((last) =>
        last ? { ...last, state: { status: 'ready', quote, readAt: new Date() } } : last,
      ),
    [],
  )
  const state: QuoteRead = read?.key === key ? read.state : { status: 'loading' }
  return { ...state, retry, show }
}
