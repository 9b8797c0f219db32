// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validate } from '@/components/ui/validate'
import { orderCopy } from '@/features/catalog/catalog-content'
import { ORDER_LIMITS, orderSchema } from './order-schema'

const valid = {
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: '',
}

describe('orderSchema', () => {
  it('accepts a complete form with an empty message and trims values', () => {
    const result = validate(orderSchema(), { ...valid, name: '  Asha Traders ' })
    expect(result).toEqual({ ok: true, data: { ...valid, name: 'Asha Traders' } })
  })

  it('requires name, email and phone', () => {
    const result = validate(orderSchema(), { name: ' ', email: '', phone: '', message: 'hi' })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: orderCopy.errors.name,
        email: orderCopy.errors.email,
        phone: orderCopy.errors.phone,
      },
    })
  })

  it('checks the email and phone formats', () => {
    expect(validate(orderSchema(), { ...valid, email: 'asha@' })).toEqual({
      ok: false,
      errors: { email: orderCopy.errors.email },
    })
    expect(validate(orderSchema(), { ...valid, phone: 'call me' })).toEqual({
      ok: false,
      errors: { phone: orderCopy.errors.phone },
    })
  })

  it('limits the message length', () => {
    const message = 'x'.repeat(ORDER_LIMITS.message + 1)
    expect(validate(orderSchema(), { ...valid, message })).toEqual({
      ok: false,
      errors: { message: orderCopy.errors.tooLong },
    })
  })
})
