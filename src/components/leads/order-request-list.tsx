import type { OrderRequestRecord } from '@/lib/leads/leads'
import { OrderRequestCard } from './order-request-card'

/** Order requests on record, one card each, in the order given. */
export function OrderRequestList({ requests }: { requests: readonly OrderRequestRecord[] }) {
  return (
    <ul className="space-y-4">
      {requests.map((request) => (
        <OrderRequestCard key={request.id} request={request} />
      ))}
    </ul>
  )
}
