import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { hindiNameOf } from '@/components/catalog/product-names'
import { DIALOG_PARAMS } from '@/config/paths'
import type { Product } from '@/lib/catalog/catalog'
import { isPreview, type CatalogState } from '@/lib/catalog/catalog-store'
import { readGstSession } from '@/lib/storage/gst-session'
import { priceOf } from '@/lib/util/pricing'
import { PACK_SIZES, type PackSize } from '@/lib/schema'
import { useSession } from '@/lib/session/session'
import type { Purchase } from './purchase'

const isPackSize = (value: string | null): value is PackSize =>
  (PACK_SIZES as readonly (string | null)[]).includes(value)

/**
 * /products?buy=<id>&size=<size> (where signing in returns a buyer to): once the live prices are
 * in and the account's saved GSTIN has had its say, the product's order opens (or its GST check,
 * for a buyer still unverified), and the address goes back to plain /products.
 */
export function useOrderIntent(
  products: CatalogState<Product>,
  verified: boolean,
  buy: (purchase: Purchase) => void,
): void {
  const { search } = useLocation()
  const navigate = useNavigate()
  const { userDataLoaded, userRecordFailed } = useSession()
  const params = new URLSearchParams(search)
  const productId = params.get(DIALOG_PARAMS.buy)
  const size = params.get(DIALOG_PARAMS.size)
  // The live catalogue: the build's or the last visit's copy may hold other prices (or none).
  const live = products.status === 'ready' && !isPreview(products) && !products.stale
  // The saved GSTIN is applied as the account's document loads; the page's copy catches up after.
  const accountKnown = userDataLoaded || userRecordFailed
  const gstKnown = readGstSession().verified === verified

  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (productId === null || !live || !accountKnown || !gstKnown) return
    if (handled.current === search) return
    handled.current = search
    const product = products.items.find((item) => item.id === productId)
    const price = product && isPackSize(size) ? priceOf(product.prices, size) : null
    void Promise.resolve(navigate({ search: '' }, { replace: true })).then(() => {
      if (product && isPackSize(size) && price !== null) {
        const productHindiName = hindiNameOf(product)
        buy({
          productId,
          productName: product.name,
          ...(productHindiName ? { productHindiName } : {}),
          size,
          price,
        })
      }
    })
  }, [search, productId, size, live, accountKnown, gstKnown, products.items, navigate, buy])
}
