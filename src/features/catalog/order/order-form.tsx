import { useEffect, useId, useRef } from 'react'
import { WhatsAppLink } from '@/components/ui/whatsapp-link'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { sendFailureMessage } from '@/components/ui/send-failure-message'
import { buttonClasses, StatusButton } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import { PacksInput } from '@/components/ui/packs-input'
import { PersonFields } from '@/components/ui/person-fields'
import { RememberDetails } from '@/components/ui/remember-details'
import { useForm } from '@/components/ui/use-form'
import { paths } from '@/config/paths'
import { useGstSession } from '@/lib/storage/gst-session'
import { formatKg } from '@/lib/util/pricing'
import { useOrderSender } from '@/lib/leads/submit/use-order-sender'
import type { LeadOutcome } from '@/lib/leads/submit/send'
import { orderCopy as copy } from '@/features/catalog/catalog-content'
import { shownPurchaseName, type Purchase } from '@/features/catalog/purchase'
import {
  belowLeastOrder,
  prefilledMessage,
  toOrderRecord,
  whatsappText,
  writtenSum,
  type OrderedPurchase,
} from './order-request'
import { orderPacksCopy } from './order-content'
import { ORDER_LIMITS, orderSchema } from './order-schema'
import { messages } from '@/config/messages'

/** How many packs, and what they come to (read out as it changes). */
function PacksField({
  ordered,
  shortId,
  onChange,
}: {
  ordered: OrderedPurchase
  /** The id of the note that the packs are below the least order, shown while they are. */
  shortId: string
  onChange: (packs: number) => void
}) {
  const name = shownPurchaseName(ordered)
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-stone-800">{orderPacksCopy.packs}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <PacksInput name={`${name} ${ordered.size}`} packs={ordered.packs} onChange={onChange} />
      </div>
      <p aria-live="polite" className="text-sm font-semibold text-brand-900">
        {orderPacksCopy.packsTotal(writtenSum(ordered))}
      </p>
      {belowLeastOrder(ordered) ? (
        <p id={shortId} className="text-sm text-red-800">
          {orderPacksCopy.belowLeastOrder(
            name,
            formatKg(ordered.minOrderKg ?? 0),
            writtenSum(ordered).kg,
          )}
        </p>
      ) : null}
    </div>
  )
}

interface OrderFormProps {
  purchase: Purchase
  onClose: () => void
}

/**
 * One order request: validated, kept on record, then mailed; the mail decides the success or
 * failure text. A retry of the same request is sent under the same id (useLeadId).
 */
export function OrderForm({ purchase, onClose }: OrderFormProps) {
  const { details: gst } = useGstSession()
  // Closed by mistake, the form comes back with what was typed for this product and size (and
  // a retry of it is the same request).
  const draftKey = `order:${purchase.productName}:${purchase.size}`
  const { contact, remember, changeRemember, send } = useOrderSender(draftKey)
  const { values, field, setValue, state, busyAction, submit } = useForm({
    initial: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      message: prefilledMessage(purchase),
      // A number kept as text, like every value of the form, so the draft keeps it too.
      packs: '1',
    },
    draftKey,
  })
  const ordered = { ...purchase, packs: Number(values.packs) || 1 }
  const short = belowLeastOrder(ordered)
  const shortId = useId()
  const status = state.status
  const closeButton = useRef<HTMLButtonElement>(null)

  // The form is replaced by the confirmation; keep focus inside the dialog on its Close button.
  useEffect(() => {
    if (status === 'done') closeButton.current?.focus()
  }, [status])

  if (status === 'done') {
    const { reference, recorded } = state.result as LeadOutcome
    return (
      <div className="space-y-4">
        <Alert tone="success" title={messages.order.successTitle}>
          <p>{messages.order.successText}</p>
          <p className="mt-2 font-semibold">{messages.order.reference(reference)}</p>
        </Alert>
        <div className="flex flex-wrap justify-end gap-3">
          {recorded ? (
            // In place of the dialog's own history entry: Back from there returns to the products.
            <Link to={paths.myEnquiries} replace className={buttonClasses('secondary')}>
              {copy.seeMyEnquiries}
            </Link>
          ) : null}
          <button
            ref={closeButton}
            type="button"
            className={buttonClasses('primary')}
            onClick={onClose}
          >
            {copy.close}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit(orderSchema(), async (data) => {
        // The products page asks for the GSTIN before this form opens.
        if (!gst) throw new Error('The GSTIN is not known')
        return send(toOrderRecord(ordered, data, gst, contact))
      })}
      className="space-y-4"
    >
      <PacksField
        ordered={ordered}
        shortId={shortId}
        onChange={(packs) => setValue('packs', String(packs))}
      />
      <PersonFields labels={copy} field={field} />
      <TextAreaField
        label={copy.message}
        rows={4}
        limit={ORDER_LIMITS.message}
        {...field('message')}
      />
      {contact.uid ? null : <RememberDetails checked={remember} onChange={changeRemember} />}
      {status === 'failed' ? (
        <Alert tone="error" title={messages.order.failureTitle}>
          {sendFailureMessage(state.error, messages.order.failureText)}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <WhatsAppLink
          text={whatsappText(ordered, values.message)}
          className={buttonClasses('secondary')}
        >
          {copy.whatsapp}
        </WhatsAppLink>
        <StatusButton
          type="submit"
          busy={busyAction !== null}
          busyLabel={copy.submitting}
          disabled={short}
          // Why it cannot be pressed, read with the button itself.
          aria-describedby={short ? shortId : undefined}
        >
          {copy.submit}
        </StatusButton>
      </div>
    </form>
  )
}
