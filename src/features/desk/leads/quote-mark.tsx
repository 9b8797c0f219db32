import { quoteDecisionLabels } from '@/components/leads/leads-content'
import { cn } from '@/components/ui/cn'
import type { LeadQuote } from '@/lib/quotes/quote-schema'
import { inboxCopy as copy } from './desk-leads-content'

/** The buyer's answer to a lead's current quote, or that it awaits one; outlined, beside the status. */
export function QuoteMark({ quote, className }: { quote: LeadQuote; className?: string }) {
  const tone =
    quote.decision === 'accepted'
      ? 'border-brand-700 text-brand-900'
      : quote.decision === 'changes'
        ? 'border-saffron-700 text-saffron-900'
        : 'border-sky-700 text-sky-900'
  return (
    <span
      className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', tone, className)}
    >
      {quote.decision ? quoteDecisionLabels[quote.decision] : copy.quoteMark(quote.version)}
    </span>
  )
}
