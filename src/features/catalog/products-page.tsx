import { useCallback, useEffect } from 'react'
import { JsonLd } from '@/components/seo/json-ld'
import { PageMeta } from '@/components/seo/page-meta'
import { productListJsonLd } from '@/components/seo/structured-data'
import { PageHeader } from '@/components/ui/page-header'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { useCatalog } from '@/lib/catalog/catalog-store'
import { idle, whenIdle } from '@/lib/util/next-task'
import { catalogCopy as copy } from './catalog-content'
import { FeaturedCarousel } from './featured-carousel'
import { GstBanner } from '@/components/gst/gst-banner'
import { DialogOnDemand } from '@/components/ui/dialog-on-demand'
import { partLoader } from '@/components/ui/lazy-part'
import { ProductCatalog } from './product-catalog'
import { productSummaries } from './product-structured-data'
import { SearchJump } from './search-jump'
import { useOrderIntent } from './use-order-intent'
import { usePurchaseFlow } from './use-purchase-flow'

/** The two modals a purchase opens: their code is not part of the page's first load. */
const gstDialog = partLoader(
  () => import('@/components/gst/gst-dialog'),
  (module) => module.GstDialog,
)
const orderDialog = partLoader(
  () => import('./order/order-dialog'),
  (module) => module.OrderDialog,
)

/**
 * Each modal and then its form, one per idle period: each asks for several scripts, and asking
 * has a cost of its own. (A modal opened sooner loads what it needs itself.)
 */
async function preloadPurchaseForms(): Promise<void> {
  await gstDialog.preload()
  await idle()
  const gst = await import('@/components/gst/gst-dialog')
  gst.preloadGstForm()
  await idle()
  await orderDialog.preload()
  await idle()
  const order = await import('./order/order-dialog')
  order.preloadOrderForm()
}

/** /products: featured carousel, searchable grid, GST and order modals. */
export function ProductsPage() {
  const products = useCatalog('products')
  const featured = useCatalog('featuredProducts')
  const flow = usePurchaseFlow()
  useOrderIntent(products, flow.verified, flow.buy)
  // The modals' forms are not part of the page's first load; they are ready before a buyer asks.
  useEffect(() => whenIdle(() => void preloadPurchaseForms().catch(() => {})), [])
  const { retry: retryProducts } = products
  const { retry: retryFeatured, status: featuredStatus } = featured
  const retry = useCallback(() => {
    retryProducts()
    if (featuredStatus === 'error') retryFeatured()
  }, [retryProducts, retryFeatured, featuredStatus])
  // Built when it is rendered, out of the page's start (see JsonLd).
  const structuredData = useCallback(
    () =>
      productListJsonLd(productSummaries(products.items, featured.items), copy.title, env.siteUrl),
    [products.items, featured.items],
  )

  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} path={paths.products} />
      {products.items.length > 0 ? <JsonLd data={structuredData} /> : null}
      <PageHeader title={copy.title} eyebrow={copy.eyebrow}>
        <p>{copy.intro}</p>
        <SearchJump />
      </PageHeader>
      <GstBanner
        verified={flow.verified}
        accountGstin={flow.accountGstin}
        onVerify={flow.gst.openGst}
      />
      <FeaturedCarousel
        featured={featured}
        products={products}
        verified={flow.verified}
        onBuy={flow.buy}
      />
      <ProductCatalog state={products} verified={flow.verified} onBuy={flow.buy} onRetry={retry} />
      {/* The GST modal comes first: when it hands over to the order modal, it closes (returning
          focus to the card) before the order modal opens. */}
      <DialogOnDemand
        loader={gstDialog}
        open={flow.gst.open}
        props={{
          open: flow.gst.open,
          onClose: flow.gst.close,
          onVerified: flow.gst.onVerified,
          onContinue: flow.gst.onContinue,
          signInNext: flow.gst.signInNext,
        }}
      />
      <DialogOnDemand
        loader={orderDialog}
        open={flow.order.purchase !== null}
        props={{ purchase: flow.order.purchase, onClose: flow.order.close }}
      />
    </>
  )
}
