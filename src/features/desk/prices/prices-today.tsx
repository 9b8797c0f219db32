import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { deskCopy } from '@/features/desk/desk-content'
import { PriceEditor } from './price-editor'
import { pricesCopy as copy } from './prices-content'
import { useDeskProducts } from './use-desk-products'

/** /desk/prices: every product's price in every pack size, changed and saved together. */
export function PricesToday() {
  const { state, retry, replace } = useDeskProducts()
  return (
    <section aria-labelledby="prices-today" className="space-y-6">
      <div className="max-w-3xl space-y-2">
        <h2 id="prices-today" className="font-display text-xl font-bold text-brand-900">
          {deskCopy.nav.prices}
        </h2>
        <p className="text-sm text-stone-700">{copy.intro}</p>
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="text-stone-700">
          {copy.loading}
        </p>
      ) : state.status === 'error' ? (
        <div className="max-w-xl space-y-3">
          <Alert tone="error">{copy.loadFailed}</Alert>
          <Button variant="secondary" onClick={retry}>
            {copy.retry}
          </Button>
        </div>
      ) : state.products.length === 0 ? (
        <p className="text-stone-700">{copy.empty}</p>
      ) : (
        <PriceEditor products={state.products} onSaved={replace} />
      )}
    </section>
  )
}
