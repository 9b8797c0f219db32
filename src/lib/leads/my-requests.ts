/**
 * The order requests a buyer reads back (My enquiries): their own, and those of the guests who
 * handed theirs over to their account (handover/lead-handover.ts).
 */
import { z } from 'zod/mini'
import type { SessionUser } from '@/lib/session/auth'
import { readCollection } from '@/lib/firebase/firestore'
import { handoverClaimsSettled } from '@/lib/leads/handover/handover-in-flight'
import { COLLECTIONS } from '@/lib/schema'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { LEAD_SERVICE, leadLanguage, type OrderRequestRecord } from './lead-types'
import { leadQuote, leadQuoteFields, orderFields } from './order-fields'
import { leadReference } from './submit/lead-id'

const orderRecordSchema = z.object({
  ...orderFields,
  ...leadQuoteFields,
  createdAt: z.date(),
  status: z.string(),
  notified: z.boolean(),
  language: z.optional(z.string()),
})

/** The author's order requests, newest first; stored ones not in the expected form are left out. Throws on failure. */
export async function listOrderRequests(authorUid: string): Promise<OrderRequestRecord[]> {
  const docs = await withTimeLimit(
    readCollection(COLLECTIONS.orderRequests, {
      where: ['authorUid', authorUid],
      newestFirst: true,
    }),
    TIME_LIMITS.readMs,
    LEAD_SERVICE.orderRequests,
  )
  return docs.flatMap(({ id, data }) => {
    const parsed = orderRecordSchema.safeParse(data)
    if (!parsed.success) return []
    const { quoteId, quoteVersion, quoteDecision, language, ...request } = parsed.data
    const quote = leadQuote({ quoteId, quoteVersion, quoteDecision })
    return [
      {
        ...request,
        id,
        reference: leadReference(id),
        quote,
        language: leadLanguage(language),
      } satisfies OrderRequestRecord,
    ]
  })
}

/** The guests whose leads were handed over to the account `uid`. Throws on failure. */
async function handedOverTo(uid: string): Promise<string[]> {
  const docs = await withTimeLimit(
    readCollection(COLLECTIONS.leadHandovers, { where: ['to', uid] }),
    TIME_LIMITS.readMs,
    LEAD_SERVICE.orderRequests,
  )
  return docs.map(({ id }) => id)
}

/**
 * The order requests My enquiries lists for `user`: their own and, for an account, those of every
 * guest who handed theirs over to it, newest first, each once. A claim of a hand-over under way in
 * this page is waited for, so a guest who has just signed in finds their requests. Throws on failure.
 */
export async function listMyOrderRequests(
  user: Pick<SessionUser, 'uid' | 'isAnonymous'>,
): Promise<OrderRequestRecord[]> {
  await handoverClaimsSettled()
  const [own, handedOver] = await Promise.all([
    listOrderRequests(user.uid),
    user.isAnonymous
      ? []
      : handedOverTo(user.uid).then((guests) => Promise.all(guests.map(listOrderRequests))),
  ])
  const byId = new Map([...own, ...handedOver.flat()].map((record) => [record.id, record]))
  return [...byId.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}
