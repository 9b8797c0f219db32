import { useEffect, useReducer, useState } from 'react'
import { readProductsForDesk, type DeskProduct } from '@/lib/catalog/desk-catalog'
import { readLead } from '@/lib/leads/desk/lead'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { COLLECTIONS } from '@/lib/schema'

type QuoteInputs =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'missing' }
  | { status: 'ready'; lead: DeskOrderRequest; products: readonly DeskProduct[] }

/**
 * What a quote starts from: the order request `leadId` and the catalogue, both read now (a quote
 * is priced at today's prices). Read when the editor opens, and again on `retry`.
 */
export function useQuoteInputs(leadId: string) {
  const [read, setRead] = useState<{ key: string; state: QuoteInputs } | null>(null)
  const [attempt, retry] = useReducer((n: number) => n + 1, 0)
  const key = `${leadId}/${attempt}`
  useEffect(() => {
    let current = true
    const done = (state: QuoteInputs) => current && setRead({ key, state })
    Promise.all([readLead(COLLECTIONS.orderRequests, leadId), readProductsForDesk()]).then(
      ([lead, products]) =>
        done(
          lead && lead.type !== 'contact' && lead.type !== 'application'
            ? { status: 'ready', lead, products }
            : { status: 'missing' },
        ),
      () => done({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [key, leadId])
  const state: QuoteInputs = read?.key === key ? read.state : { status: 'loading' }
  return { ...state, retry }
}
