/**
 * Quotes on record (quote-schema.ts): staff send one in answer to an order request, anyone with
 * its link reads it, and whoever holds the link decides it once. Through the Lite SDK: one read
 * and one commit each, no listener, so the quote page stays small.
 */
import { commitWrites, isRefusal, readDocument, type CommitWrite } from '@/lib/firebase/firestore'
import { t } from '@/lib/i18n/macro'
import { randomToken, LEAD_ID_LENGTH } from '@/lib/leads/submit/lead-id'
import { COLLECTIONS } from '@/lib/schema'
import { ensureSignedIn } from '@/lib/session/auth'
import { staffUid } from '@/lib/session/staff'
import { TimedOut, TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { quoteDocument, type QuoteContent, type QuotedLead } from './quote-document'
import { quoteFrom, type QuoteRecord } from './quote-record'
import type { QuoteDecisionKind } from './quote-schema'

/** What a timed-out call names. */
const service = () => t`The quote service`

/** Why a quote was not sent, or a decision not recorded: refused by the rules, no answer in time, or else. */
export type QuoteProblem = 'refused' | 'timed-out' | 'failed'

export class QuoteNotSaved extends Error {
  constructor(readonly problem: QuoteProblem) {
    super(`The quote was not saved (${problem}).`)
    this.name = 'QuoteNotSaved'
  }
}

const problemOf = (error: unknown): QuoteProblem =>
  isRefusal(error) ? 'refused' : error instanceof TimedOut ? 'timed-out' : 'failed'

/** A new quote id: 20 random letters and digits, never guessed (the link is the key to it). */
export function newQuoteId(): string {
  return randomToken(LEAD_ID_LENGTH)
}

/** The quote `id`; null when there is none, or none in a quote's form. Throws on failure. */
export async function readQuote(id: string): Promise<QuoteRecord | null> {
  const data = await withTimeLimit(
    readDocument(COLLECTIONS.quotes, id),
    TIME_LIMITS.readMs,
    service(),
  )
  return data === null ? null : quoteFrom(id, data)
}

/**
 * Sends `content` as quote `id` of `lead`, one version on from its current quote, in one commit:
 * the quote, the lead naming it (quoted, signed with the staff member's uid and the server's
 * time, no decision yet), and the quote it replaces marked superseded. Keep `id` for a retry: a
 * commit that timed out but landed is then found, not sent twice. Returns the version sent.
 * Throws QuoteNotSaved.
 */
export async function sendQuote(
  id: string,
  lead: QuotedLead,
  content: QuoteContent,
): Promise<number> {
  const uid = staffUid()
  if (uid === null) throw new QuoteNotSaved('refused')
  const version = (lead.quote?.version ?? 0) + 1
  const writes: CommitWrite[] = [
    {
      op: 'create',
      name: COLLECTIONS.quotes,
      id,
      data: quoteDocument(lead, version, content, uid),
      stamped: ['sentAt'],
    },
    {
      op: 'update',
      name: COLLECTIONS.orderRequests,
      id: lead.id,
      changes: { status: 'quoted', statusBy: uid, quoteId: id, quoteVersion: version },
      stamped: ['statusAt'],
      removed: ['quoteDecision'],
    },
    ...(lead.quote
      ? [
          {
            op: 'update',
            name: COLLECTIONS.quotes,
            id: lead.quote.id,
            changes: { supersededBy: id },
            stamped: [],
          } as const,
        ]
      : []),
  ]
  try {
    await withTimeLimit(commitWrites(writes), TIME_LIMITS.sendMs, service())
  } catch (error) {
    if (await landed(id)) return version
    throw new QuoteNotSaved(problemOf(error))
  }
  return version
}

/** Whether quote `id` is on record after all (a commit that failed on the way back). */
async function landed(id: string): Promise<boolean> {
  try {
    return (await readQuote(id)) !== null
  } catch {
    return false
  }
}

/** A buyer's answer as they give it. */
export interface DecisionInput {
  kind: QuoteDecisionKind
  /** The name they type. */
  name: string
  /** What they ask to change; may be '' when accepting. */
  message: string
}

/**
 * Records `decision` on `quote` (signing in anonymously first when nobody is), in one commit with
 * the lead: won when accepted, back to new when changes are asked. The rules take it once, on the
 * lead's current quote, before it runs out. Throws QuoteNotSaved.
 */
export async function decideQuote(quote: QuoteRecord, decision: DecisionInput): Promise<void> {
  try {
    const uid = await ensureSignedIn()
    await withTimeLimit(
      commitWrites([
        {
          op: 'update',
          name: COLLECTIONS.quotes,
          id: quote.id,
          changes: {
            'decision.kind': decision.kind,
            'decision.uid': uid,
            'decision.name': decision.name,
            'decision.message': decision.message,
          },
          stamped: ['decision.at'],
        },
        {
          op: 'update',
          name: COLLECTIONS.orderRequests,
          id: quote.leadId,
          changes: {
            status: decision.kind === 'accepted' ? 'won' : 'new',
            quoteDecision: decision.kind,
          },
          stamped: [],
        },
      ]),
      TIME_LIMITS.sendMs,
      service(),
    )
  } catch (error) {
    throw new QuoteNotSaved(problemOf(error))
  }
}
