import type { Dispatch, SetStateAction } from 'react'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import { LinePicker } from './line-picker'
import { quoteCopy } from './quote-content'
import { addLine, changeLine, pickForLine, removeLine, type QuoteDraft } from './quote-draft'
import { QuoteLineCard } from './quote-line-card'
import type { DraftReview } from './review-draft'
import { Section } from './section'

const copy = quoteCopy.lines

interface QuoteLinesProps {
  draft: QuoteDraft
  review: DraftReview
  tried: boolean
  products: readonly DeskProduct[]
  onChange: Dispatch<SetStateAction<QuoteDraft>>
}

/** The quote's lines, a card each, and a product to add. */
export function QuoteLines({ draft, review, tried, products, onChange }: QuoteLinesProps) {
  const full = draft.lines.length >= QUOTE_LIMITS.lines
  const linesError = tried ? review.errors.lines : undefined
  return (
    <Section title={copy.heading}>
      <p className="text-sm text-stone-700">{copy.count(draft.lines.length)}</p>
      <ul aria-label={copy.listLabel} className="space-y-3">
        {draft.lines.map((line, index) => (
          <QuoteLineCard
            key={line.key}
            line={line}
            review={review.lines[index]!}
            tried={tried}
            supply={review.supply}
            products={products}
            onChange={(change) => onChange((current) => changeLine(current, line.key, change))}
            onPick={(product, size) =>
              onChange((current) => pickForLine(current, line.key, product, size))
            }
            onRemove={() => onChange((current) => removeLine(current, line.key))}
          />
        ))}
      </ul>
      <fieldset className="min-w-0 space-y-3 rounded-xl border border-dashed border-stone-300 p-4">
        <legend className="px-1 font-semibold text-brand-900">{quoteCopy.add.heading}</legend>
        {full ? <p className="text-sm text-stone-700">{quoteCopy.add.full}</p> : null}
        <LinePicker
          products={products}
          action={quoteCopy.add.add}
          disabled={full}
          error={linesError}
          onPick={(product, size) => onChange((current) => addLine(current, product, size))}
        />
      </fieldset>
    </Section>
  )
}
