import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { z } from 'zod/mini'
import { validate, type FieldErrors } from './validate'

export type SendStatus = 'idle' | 'sending' | 'success' | 'failure'

interface SendFormOptions<V, T> {
  schema: z.ZodMiniType<T>
  initial: V
  /** Sends the validated values; a rejection is shown as a failure. */
  send: (data: T) => Promise<unknown>
  /** Values to show after a successful send (the form clears); unchanged when omitted. */
  afterSuccess?: V
}

/**
 * A form that validates, sends once, then reports success or failure. Invalid input focuses the
 * first invalid field; a failure keeps everything typed so the visitor can try again; a second
 * press while sending does nothing.
 */
export function useSendForm<V extends Record<string, string>, T>({
  schema,
  initial,
  send,
  afterSuccess,
}: SendFormOptions<V, T>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [status, setStatus] = useState<SendStatus>('idle')
  const sending = useRef(false)

  const field = (name: keyof V & string) => ({
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
    const result = validate(schema, values)
    if (!result.ok) {
      flushSync(() => setErrors(result.errors as FieldErrors<V>))
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setErrors({})
    sending.current = true
    setStatus('sending')
    try {
      await send(result.data)
      if (afterSuccess) setValues(afterSuccess)
      setStatus('success')
    } catch {
      setStatus('failure')
    } finally {
      sending.current = false
    }
  }

  return { values, field, status, submit }
}
