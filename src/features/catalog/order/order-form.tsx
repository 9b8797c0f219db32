import { useEffect, useRef } from 'react'
import { Alert } from '@/components/ui/alert'
import { buttonClasses, StatusButton } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import { PersonFields } from '@/components/ui/person-fields'
import { useForm } from '@/components/ui/use-form'
import { whatsappLink } from '@/config/site'
import { sendOrderRequest } from '@/lib/email'
import { useSessionContact } from '@/lib/session'
import { orderCopy as copy } from '../catalog-content'
import type { Purchase } from '../purchase'
import { prefilledMessage, toOrderRequest, whatsappText } from './order-request'
import { ORDER_LIMITS, orderSchema } from './order-schema'

interface OrderFormProps {
  purchase: Purchase
  onClose: () => void
}

export function OrderForm({ purchase, onClose }: OrderFormProps) {
  const contact = useSessionContact()
  const { values, field, state, busyAction, submit } = useForm({
    initial: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      message: prefilledMessage(purchase),
    },
    // Closed by mistake, the form comes back with what was typed for this product and size.
    draftKey: `order:${purchase.productName}:${purchase.size}`,
  })
  const status = state.status
  const closeButton = useRef<HTMLButtonElement>(null)

  // The form is replaced by the confirmation; keep focus inside the dialog on its Close button.
  useEffect(() => {
    if (status === 'done') closeButton.current?.focus()
  }, [status])

  if (status === 'done') {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={copy.successTitle}>
          {copy.successText}
        </Alert>
        <div className="flex justify-end">
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
      onSubmit={submit(orderSchema, (data) =>
        sendOrderRequest(toOrderRequest(purchase, data, contact.uid)),
      )}
      className="space-y-4"
    >
      <PersonFields labels={copy} field={field} />
      <TextAreaField
        label={copy.message}
        rows={4}
        limit={ORDER_LIMITS.message}
        {...field('message')}
      />
      {status === 'failed' ? (
        <Alert tone="error" title={copy.failureTitle}>
          {copy.failureText}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <a
          href={whatsappLink(whatsappText(purchase, values.message))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          {copy.whatsapp}
          <span className="sr-only"> {copy.newTab}</span>
        </a>
        <StatusButton type="submit" busy={busyAction !== null} busyLabel={copy.submitting}>
          {copy.submit}
        </StatusButton>
      </div>
    </form>
  )
}
