import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { GstBanner } from '@/components/gst/gst-banner'
import { GstDialog } from '@/components/gst/gst-dialog'
import { PageMeta } from '@/components/seo/page-meta'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { OnDarkLink } from '@/components/ui/on-dark-link'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useEnquiryList } from '@/hooks/use-enquiry-list'
import { useGstSession } from '@/lib/storage/gst-session'
import { useCatalog } from '@/lib/catalog/catalog-store'
import { storeGstSession } from '@/lib/storage/gst-session'
import type { LeadOutcome } from '@/lib/leads/submit/send'
import { enquiryCopy as copy } from './enquiry-content'
import { EnquiryLines } from './enquiry-lines'
import { priceEnquiry } from './priced-lines'
import { EnquirySent } from './enquiry-sent'
import { SendEnquiry } from './send-enquiry'

/**
 * /enquiry: the buyer's enquiry list, priced against the live catalogue (prices shown once GST
 * is verified), and the form that sends it as one order request.
 */
export function EnquiryPage() {
  const lines = useEnquiryList()
  const products = useCatalog('products')
  const gst = useGstSession()
  const [gstOpen, setGstOpen] = useState(false)
  const [sent, setSent] = useState<LeadOutcome | null>(null)
  const [sending, setSending] = useState(false)
  // The list emptied under the buyer's hands (the last line removed, or cleared) takes the
  // focused control with it: the empty list's message takes the focus instead.
  const empty = useRef<HTMLDivElement>(null)
  const hadLines = useRef(false)
  useEffect(() => {
    const count = lines?.length ?? 0
    if (count === 0 && hadLines.current && document.activeElement === document.body) {
      empty.current?.focus()
    }
    hadLines.current = count > 0
  }, [lines])
  // Prices count once the live catalogue is in: a stored or built copy may be out of date.
  const live = products.status === 'ready' && !products.stale && !products.preview
  const priced = useMemo(
    () => priceEnquiry(lines ?? [], live ? products.items : null),
    [lines, live, products.items],
  )

  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} path={paths.enquiry} />
      <PageHeader title={copy.title}>
        <p>{copy.intro}</p>
        <OnDarkLink to={paths.myEnquiries} tone="outline" className="mt-4">
          {copy.seeMyEnquiries}
        </OnDarkLink>
      </PageHeader>
      <GstBanner
        verified={gst.verified}
        accountGstin={gst.verified && gst.details?.fromAccount ? gst.details.gstin : null}
        onVerify={() => setGstOpen(true)}
      />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[3fr_2fr]">
        {sent ? (
          <EnquirySent outcome={sent} />
        ) : lines === null ? (
          <p role="status" className="text-stone-700">
            {copy.loading}
          </p>
        ) : lines.length === 0 ? (
          <div
            ref={empty}
            tabIndex={-1}
            className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center lg:col-span-2"
          >
            <p className="text-lg font-semibold text-stone-800">{copy.empty}</p>
            <p className="text-stone-700">{copy.emptyHint}</p>
            <Link to={paths.products} className={buttonClasses('primary')}>
              {copy.browseProducts}
            </Link>
          </div>
        ) : (
          <>
            <div className="space-y-4">
              {products.status === 'error' ? (
                <div className="space-y-3">
                  <Alert tone="error">{copy.pricesFailed}</Alert>
                  <Button onClick={products.retry}>{copy.retry}</Button>
                </div>
              ) : !live ? (
                <p role="status" className="text-sm text-stone-700">
                  {copy.checkingPrices}
                </p>
              ) : null}
              {!gst.verified ? <p className="text-sm text-stone-700">{copy.pricesHidden}</p> : null}
              <EnquiryLines priced={priced} showPrices={gst.verified && live} locked={sending} />
            </div>
            <SendEnquiry
              priced={priced}
              ready={live && gst.details !== null}
              onVerifyGst={() => setGstOpen(true)}
              gst={gst.details}
              onSending={setSending}
              onSent={setSent}
            />
          </>
        )}
      </div>
      <GstDialog open={gstOpen} onClose={() => setGstOpen(false)} onVerified={storeGstSession} />
    </>
  )
}
