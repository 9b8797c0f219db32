import { useEffect, useRef, useState } from 'react'
import { WhatsAppLink } from '@/components/ui/whatsapp-link'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { ENQUIRY_LIMITS } from '@/config/constants'
import { updateEnquiryList } from '@/lib/storage/enquiry-list'
import { removeLine, setPacks, setSize } from '@/lib/storage/enquiry-edits'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import { enquiryCopy as copy } from './enquiry-content'
import { EnquiryLineRow } from './enquiry-line-row'
import { enquiryWhatsappText } from './enquiry-request'
import type { PricedEnquiry } from './priced-lines'

interface EnquiryLinesProps {
  priced: PricedEnquiry
  /** Prices are shown (GST verified and the live catalogue in). */
  showPrices: boolean
  /** The list is being sent: what goes out must be what the buyer sees, so nothing changes. */
  locked?: boolean
}

/** The list itself: every line with its controls, the totals, and clearing or sharing it. */
export function EnquiryLines({ priced, showPrices, locked = false }: EnquiryLinesProps) {
  const [confirming, setConfirming] = useState(false)
  const keep = useRef<HTMLButtonElement>(null)
  // The button asking to clear goes; the safe answer takes its focus.
  useEffect(() => {
    if (confirming) keep.current?.focus()
  }, [confirming])
  // A removed line takes its focused button with it: the next line's takes the focus, or the
  // heading when it was the last (an emptied list is the page's to focus).
  const list = useRef<HTMLUListElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfterRemoving = useRef<number | null>(null)
  useEffect(() => {
    const index = focusAfterRemoving.current
    if (index === null) return
    focusAfterRemoving.current = null
    const removes = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]')
    ;(removes?.[index] ?? heading.current)?.focus()
  }, [priced.lines])
  return (
    <section aria-labelledby="enquiry-lines-heading" className="space-y-4">
      <h2
        ref={heading}
        id="enquiry-lines-heading"
        tabIndex={-1}
        className="font-display text-2xl font-bold text-brand-900"
      >
        {copy.listHeading}
      </h2>
      <ul ref={list} className="space-y-3">
        {priced.lines.map((p, index) => (
          <EnquiryLineRow
            // Lines have no id of their own; product and size (or the request's words) are unique.
            key={`${p.line.productId ?? 'request'}:${p.line.size ?? p.line.name}`}
            priced={p}
            showPrices={showPrices}
            disabled={locked}
            onPacks={(packs) => updateEnquiryList((lines) => setPacks(lines, index, packs))}
            onSize={(size) => updateEnquiryList((lines) => setSize(lines, index, size))}
            onRemove={() => {
              focusAfterRemoving.current = index
              updateEnquiryList((lines) => removeLine(lines, index))
            }}
          />
        ))}
      </ul>
      {priced.lines.length >= ENQUIRY_LIMITS.maxLines ? (
        <p className="text-sm text-stone-700">{copy.listFull}</p>
      ) : null}
      {showPrices ? (
        <div className="rounded-xl bg-brand-50 p-4" aria-live="polite">
          <h3 className="font-display text-lg font-bold text-brand-900">{copy.totalHeading}</h3>
          <p className="mt-1 text-2xl font-bold tabular-nums text-brand-900">
            {formatRupees(priced.total)}
          </p>
          <p className="text-sm text-stone-700">
            {copy.totalWeight}: {copy.kg(formatKg(priced.totalKg))}
          </p>
          <p className="mt-2 text-xs text-stone-600">{copy.totalNote}</p>
        </div>
      ) : null}
      {priced.flagged > 0 ? <Alert tone="error">{copy.cannotSend}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <WhatsAppLink
          text={enquiryWhatsappText(priced, showPrices)}
          className={buttonClasses('secondary')}
        >
          {copy.whatsapp}
        </WhatsAppLink>
        {confirming ? (
          <div
            role="group"
            aria-label={copy.confirmClear}
            className="flex flex-wrap items-center gap-2"
          >
            <span className="text-sm font-medium text-stone-800">{copy.confirmClear}</span>
            <Button
              variant="danger"
              disabled={locked}
              onClick={() => {
                updateEnquiryList(() => [])
                setConfirming(false)
              }}
            >
              {copy.confirmClearYes}
            </Button>
            <button
              ref={keep}
              type="button"
              className={buttonClasses('ghost')}
              onClick={() => setConfirming(false)}
            >
              {copy.confirmClearNo}
            </button>
          </div>
        ) : (
          <Button variant="ghost" disabled={locked} onClick={() => setConfirming(true)}>
            {copy.clear}
          </Button>
        )}
      </div>
    </section>
  )
}
