import type { ReactNode } from 'react'
import type { OrderRequestRecord } from '@/lib/leads/lead-types'
import { OrderRequestCard } from './order-request-card'

interface OrderRequestListProps {
  requests: readonly OrderRequestRecord[]
  /** What a request whose mail never went out offers (see OrderRequestCard). */
  notSentActions?: (request: OrderRequestRecord) => ReactNode
}

/** Order requests on record, one card each, in the order given. */
export function OrderRequestList({ requests, notSentActions }: OrderRequestListProps) {
  return (
    <ul className="space-y-4">
      {requests.map((request) => (
        <OrderRequestCard
          key={request.id}
          request={request}
          notSentActions={notSentActions?.(request)}
        />
      ))}
    </ul>
  )
}
