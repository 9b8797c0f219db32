import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { validate, type FieldErrors } from '@/components/ui/validate'
import { sendOrderRequest } from '@/lib/email'
import type { Purchase } from '../purchase'
import { toOrderRequest } from './order-request'
import { orderSchema, type OrderValues } from './order-schema'

export type OrderStatus = 'idle' | 'sending' | 'success' | 'failure'

/**
 * One order request (spec §4): validate, send once, then success or failure. A failure keeps
 * everything typed so the buyer can try again.
 */
export function useOrderForm(purchase: Purchase, initial: OrderValues, userId?: string) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<OrderValues>>({})
  const [status, setStatus] = useState<OrderStatus>('idle')
  const sending = useRef(false)

  const field = (name: keyof OrderValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
    },
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const form = event.currentTarget
    const result = validate(orderSchema, values)
    if (!result.ok) {
      flushSync(() => setErrors(result.errors))
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setErrors({})
    sending.current = true
    setStatus('sending')
    try {
      await sendOrderRequest(toOrderRequest(purchase, result.data, userId))
      setStatus('success')
    } catch {
      setStatus('failure')
    } finally {
      sending.current = false
    }
  }

  return { values, field, status, submit }
}
