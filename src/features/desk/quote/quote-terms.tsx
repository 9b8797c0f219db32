import { InputField, TextAreaField } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import { PAYMENT_TERMS, quoteCopy, type PaymentTermsKind } from './quote-content'
import type { QuoteDraft } from './quote-draft'
import { validityRange } from './quote-validity'
import type { DraftErrors } from './review-draft'
import { Section } from './section'

const copy = quoteCopy.terms
const termsOptions = [
  { value: '', label: copy.chooseTerms },
  ...PAYMENT_TERMS.map((kind) => ({ value: kind, label: copy.kinds[kind] })),
]
const isTermsKind = (value: string): value is PaymentTermsKind =>
  (PAYMENT_TERMS as readonly string[]).includes(value)

interface QuoteTermsProps {
  draft: QuoteDraft
  errors: DraftErrors
  /** yyyy-mm-dd in India: the first day the quote may end on. */
  today: string
  onChange: (change: Partial<QuoteDraft>) => void
}

/** The delivery charge, how long the quote holds, the payment terms, and words to the buyer. */
export function QuoteTerms({ draft, errors, today, onChange }: QuoteTermsProps) {
  const range = validityRange(today)
  return (
    <Section title={copy.heading}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={copy.deliveryCharge}
          hint={copy.deliveryChargeHint}
          value={draft.deliveryCharge}
          error={errors.deliveryCharge}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => onChange({ deliveryCharge: event.target.value })}
        />
        <InputField
          label={copy.validUntil}
          hint={copy.validUntilHint}
          type="date"
          min={range.min}
          max={range.max}
          value={draft.validUntil}
          error={errors.validUntil}
          onChange={(event) => onChange({ validUntil: event.target.value })}
        />
        <SelectField
          label={copy.paymentTerms}
          options={termsOptions}
          value={draft.terms}
          error={errors.terms}
          onChange={(event) => {
            const terms = event.target.value
            onChange({ terms: isTermsKind(terms) ? terms : '' })
          }}
        />
        {draft.terms === 'credit' ? (
          <InputField
            label={copy.creditDays}
            value={draft.creditDays}
            error={errors.creditDays}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => onChange({ creditDays: event.target.value })}
          />
        ) : draft.terms === 'other' ? (
          <InputField
            label={copy.otherTerms}
            value={draft.otherTerms}
            error={errors.otherTerms}
            onChange={(event) => onChange({ otherTerms: event.target.value })}
          />
        ) : null}
      </div>
      <InputField
        label={copy.deliveryEstimate}
        hint={copy.deliveryEstimateHint}
        value={draft.deliveryEstimate}
        error={errors.deliveryEstimate}
        onChange={(event) => onChange({ deliveryEstimate: event.target.value })}
      />
      <TextAreaField
        label={copy.note}
        rows={4}
        limit={QUOTE_LIMITS.note}
        value={draft.note}
        error={errors.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
    </Section>
  )
}
