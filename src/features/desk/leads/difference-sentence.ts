import type { FigureDifference } from '@/lib/leads/desk/lead-check'
import { figuresCopy as copy } from './desk-leads-content'

/** What the buyer's page said of a figure, and what the desk works it out to, in a sentence. */
export function differenceSentence(difference: FigureDifference): string {
  switch (difference.kind) {
    case 'pack-price':
      return copy.packPrice(
        difference.said,
        difference.saidAmount,
        difference.today,
        difference.amount,
      )
    case 'asked-price':
      return copy.askedPrice(difference.said)
    case 'total':
      return difference.unpriced === 0
        ? copy.total(difference.said, difference.today)
        : copy.totalWithUnpriced(difference.said, difference.today, difference.unpriced)
    case 'weight':
      return copy.totalKg(difference.said, difference.weight)
  }
}
