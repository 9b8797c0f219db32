import { useMemo, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { saveProductPrices, type DeskProduct } from '@/lib/catalog/desk-catalog'
import { LeaveGuard } from './leave-guard'
import { PriceChanges } from './price-changes'
import { priceUpdates, reviewEdits, withSavedPrices, type Drafts } from './price-edits'
import { pricesCopy as copy } from './prices-content'
import { ProductPrices } from './product-prices'

type Outcome = 'none' | 'saving' | 'saved' | 'failed' | 'invalid'

interface PriceEditorProps {
  products: readonly DeskProduct[]
  /** The products with the prices just saved. */
  onSaved: (products: DeskProduct[]) => void
}

/**
 * Every product's prices as fields, checked as they are typed; the prices that change, listed;
 * and one Save for all of them. A failed save keeps every edit.
 */
export function PriceEditor({ products, onSaved }: PriceEditorProps) {
  const [drafts, setDrafts] = useState<Drafts>({})
  const [outcome, setOutcome] = useState<Outcome>('none')
  const review = useMemo(() => reviewEdits(products, drafts), [products, drafts])
  const form = useRef<HTMLFormElement>(null)
  const saving = outcome === 'saving'

  const edit = (key: string, text: string) => {
    setDrafts((current) => ({ ...current, [key]: text }))
    setOutcome('none')
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving || review.changes.length === 0) return
    if (review.invalid.length > 0) {
      setOutcome('invalid')
      form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus()
      return
    }
    const updates = priceUpdates(products, review.changes)
    setOutcome('saving')
    try {
      await saveProductPrices(updates)
      setDrafts({})
      onSaved(withSavedPrices(products, updates))
      setOutcome('saved')
    } catch {
      setOutcome('failed')
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void save(event)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start"
    >
      <ul aria-label={copy.tableLabel} className="space-y-3">
        {products.map((product) => (
          <ProductPrices
            key={product.id}
            product={product}
            fields={review.fields}
            readOnly={saving}
            onEdit={edit}
          />
        ))}
      </ul>
      <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
        <PriceChanges changes={review.changes} />
        {outcome === 'saved' ? <Alert tone="success">{copy.saved}</Alert> : null}
        {outcome === 'failed' ? <Alert tone="error">{copy.saveFailed}</Alert> : null}
        {outcome === 'invalid' ? (
          <Alert tone="error">{copy.fixFirst(review.invalid.length)}</Alert>
        ) : null}
        <StatusButton
          type="submit"
          busy={saving}
          busyLabel={copy.saving}
          disabled={review.changes.length === 0}
          className="w-full"
        >
          {copy.save}
        </StatusButton>
      </div>
      <LeaveGuard unsaved={review.unsaved} changes={review.changes.length} />
    </form>
  )
}
