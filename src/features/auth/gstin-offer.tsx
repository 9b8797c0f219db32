import { useState } from 'react'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { useGstSession } from '@/lib/storage/gst-session'
import { authCopy } from './auth-content'

const copy = authCopy.gstinOffer

/**
 * A GSTIN this visitor verified as a guest, offered for saving to the account being made (on
 * unless they untick it). Null GSTIN when there is none to offer, the account has one already,
 * or the visitor said no.
 */
export function useGstinOffer(saved?: string) {
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
  if (!offered) return null
  return (
    <div className="space-y-1 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <CheckboxField
        label={copy.label(offered.gstin, offered.stateName)}
        hint={copy.hint}
        checked={accepted}
        onChange={setAccepted}
      />
    </div>
  )
}
