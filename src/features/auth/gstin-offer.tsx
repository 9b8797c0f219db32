import { useId, useState } from 'react'
import { useGstSession } from '@/lib/storage/gst-session'
import { authCopy } from './auth-content'

const copy = authCopy.gstinOffer

/**
 * A GSTIN this visitor verified as a guest, offered for saving to the account being made (on
 * unless they untick it). Null GSTIN when there is none to offer, the account has one already,
 * or the visitor said no.
 */
export function useGstinOffer(saved: string | undefined = undefined) {
  const { details } = useGstSession()
  const offered = details && !details.fromAccount && !saved ? details : null
  const [accepted, setAccepted] = useState(true)
  return {
    offered,
    accepted,
    setAccepted,
    gstin: offered && accepted ? offered.gstin : null,
  }
}

type GstinOfferProps = ReturnType<typeof useGstinOffer>

export function GstinOffer({ offered, accepted, setAccepted }: GstinOfferProps) {
  const hintId = useId()
  if (!offered) return null
  return (
    <div className="space-y-1 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={accepted}
          aria-describedby={hintId}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {copy.label(offered.gstin, offered.stateName)}
      </label>
      <p id={hintId} className="pl-8 text-xs text-stone-700">
        {copy.hint}
      </p>
    </div>
  )
}
