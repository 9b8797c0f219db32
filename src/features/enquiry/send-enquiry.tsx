import { useId } from 'react'
import { shownProductName } from '@/components/catalog/product-names'
import { Button, StatusButton } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import { PersonFields } from '@/components/ui/person-fields'
import { RememberDetails } from '@/components/ui/remember-details'
import { useForm } from '@/components/ui/use-form'
import { FIELD_LIMITS } from '@/config/field-rules'
import { removeSent } from '@/lib/storage/enquiry-edits'
import { updateEnquiryList } from '@/lib/storage/enquiry-list'
import type { GstDetails } from '@/lib/storage/gst-session'
import { shownGstinState } from '@/lib/util/gst-states'
import { formatKg } from '@/lib/util/pricing'
import type { LeadOutcome } from '@/lib/leads/submit/send'
import { useOrderSender } from '@/lib/leads/submit/use-order-sender'
import { enquiryCopy as copy } from './enquiry-content'
import { EnquiryNotSent } from './enquiry-not-sent'
import { enquiryRecord, sendableLines } from './enquiry-request'
import type { PricedEnquiry } from './priced-lines'
import { sendEnquirySchema } from './send-enquiry-schema'

interface SendEnquiryProps {
  priced: PricedEnquiry
  /** The live catalogue is in and the verified GSTIN is known. */
  ready: boolean
  gst: GstDetails | null
  onVerifyGst: () => void
  /** Told when sending starts and ends: the list must not change meanwhile. */
  onSending: (sending: boolean) => void
  /** Told once the enquiry has gone out (the lines sent are then taken off the list). */
  onSent: (outcome: LeadOutcome) => void
}

/** The page's draft (and its last attempt's id) while the buyer is elsewhere on the site. */
const DRAFT_KEY = 'enquiry'

/**
 * The form that sends the enquiry list as one order request: who is asking (prefilled from the
 * account, or a guest's remembered details), where to deliver, and a message. It is recorded,
 * then mailed; success takes the lines sent off the list, a failure keeps everything. A retry of the same request
 * is sent under the same id (useLeadId), so it is never recorded twice.
 */
export function SendEnquiry({
  priced,
  ready,
  gst,
  onVerifyGst,
  onSending,
  onSent,
}: SendEnquiryProps) {
  const {
    contact,
    remember,
    changeRemember,
    send: sendOrder,
    attemptedReference,
  } = useOrderSender(DRAFT_KEY)
  const form = useForm({
    initial: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      company: contact.company,
      delivery: contact.delivery,
      message: '',
    },
    draftKey: DRAFT_KEY,
  })
  const lines = sendableLines(priced)
  const blocked = priced.flagged > 0 || lines.length === 0 || priced.short.length > 0
  const blockedId = useId()

  const send = form.submit(sendEnquirySchema(), async (values) => {
    if (!gst) throw new Error('The GSTIN is not known')
    const sent = lines.map((p) => p.line)
    onSending(true)
    try {
      const outcome = await sendOrder(enquiryRecord(priced, values, gst))
      // Only what went out leaves the list: a line added meanwhile (another tab) stays.
      updateEnquiryList((current) => removeSent(current, sent))
      onSent(outcome)
    } finally {
      onSending(false)
    }
  })

  return (
    <section aria-labelledby="send-enquiry-heading" className="space-y-4">
      <h2 id="send-enquiry-heading" className="font-display text-2xl font-bold text-brand-900">
        {copy.sendHeading}
      </h2>
      <form noValidate onSubmit={send} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <PersonFields labels={copy} field={form.field} />
        <InputField label={copy.company} autoComplete="organization" {...form.field('company')} />
        <InputField
          label={copy.delivery}
          autoComplete="address-level2"
          {...form.field('delivery')}
        />
        <TextAreaField
          label={copy.message}
          rows={3}
          limit={FIELD_LIMITS.message}
          {...form.field('message')}
        />
        {gst ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {copy.verifiedGstin(gst.gstin, shownGstinState(gst.gstin, gst.stateName))}
          </p>
        ) : null}
        {contact.uid ? null : <RememberDetails checked={remember} onChange={changeRemember} />}
        {form.state.status === 'failed' ? (
          <EnquiryNotSent error={form.state.error} reference={attemptedReference} />
        ) : null}
        {blocked ? (
          <div id={blockedId} className="space-y-1 text-sm text-red-800">
            {lines.length === 0 ? <p>{copy.nothingToSend}</p> : null}
            {priced.flagged > 0 ? <p>{copy.cannotSend}</p> : null}
            {priced.short.map(({ product, hindiName, kg, minOrderKg }) => (
              <p key={product}>
                {copy.belowLeastOrder(
                  shownProductName({ name: product, hindiName }),
                  formatKg(minOrderKg),
                  formatKg(kg),
                )}
              </p>
            ))}
          </div>
        ) : null}
        {gst ? (
          <StatusButton
            type="submit"
            className="w-full"
            busy={form.busyAction !== null}
            busyLabel={copy.submitting}
            disabled={!ready || blocked}
            // Why it cannot be pressed, read with the button itself.
            aria-describedby={blocked ? blockedId : undefined}
          >
            {copy.submit}
          </StatusButton>
        ) : (
          <Button className="w-full" onClick={onVerifyGst}>
            {copy.verifyToSend}
          </Button>
        )}
      </form>
    </section>
  )
}
