import { SelectField } from '@/components/ui/select-field'
import { DetailList } from '@/features/desk/leads/detail-list'
import { leadCopy } from '@/features/desk/leads/desk-leads-content'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import type { Supply } from '@/lib/quotes/quote-totals'
import { GST_STATES } from '@/lib/util/gst-states'
import { quoteCopy } from './quote-content'
import type { BuyerState } from './buyer-state'
import { Section } from './section'

const copy = quoteCopy.buyer

const stateOptions = [
  { value: '', label: copy.chooseState },
  ...Object.entries(GST_STATES).map(([code, name]) => ({
    value: code,
    label: `${name} (${code})`,
  })),
]

interface QuoteBuyerProps {
  lead: DeskOrderRequest
  buyer: BuyerState | null
  supply: Supply | null
  /** The state of delivery staff picked, for a buyer without a GSTIN. */
  picked: string
  error: string | undefined
  onPick: (code: string) => void
}

/**
 * Who the quote is for, and their state, which decides the tax: read from the GSTIN, or picked
 * by staff as the state of delivery when the request has none.
 */
export function QuoteBuyer({ lead, buyer, supply, picked, error, onPick }: QuoteBuyerProps) {
  const fromGstin = buyer?.from === 'gstin' ? buyer : null
  return (
    <Section title={copy.heading}>
      <DetailList
        items={[
          [leadCopy.name, lead.company ? `${lead.name}, ${lead.company}` : lead.name],
          [leadCopy.email, lead.email],
          ...(lead.phone ? [[leadCopy.phone, lead.phone] as const] : []),
          ...(lead.delivery ? [[leadCopy.delivery, lead.delivery] as const] : []),
          [
            leadCopy.gstin,
            lead.gstin ? (
              <span className="font-mono tracking-wider">{lead.gstin}</span>
            ) : (
              copy.noGstin
            ),
          ],
          ...(fromGstin
            ? [[copy.state, copy.fromGstin(fromGstin.name, fromGstin.code)] as const]
            : []),
        ]}
      />
      {fromGstin ? null : (
        <SelectField
          label={copy.pickState}
          hint={copy.pickStateHint}
          options={stateOptions}
          value={picked}
          error={error}
          onChange={(event) => onPick(event.target.value)}
          className="max-w-sm"
        />
      )}
      {supply ? (
        <p className="text-sm font-semibold text-brand-900">{copy.supply[supply]}</p>
      ) : null}
    </Section>
  )
}
