import { describe, expect, it } from 'vitest'
import { prefilledMessage, toOrderRequest, whatsappText } from './order-request'

const purchase = { productName: 'Masoor Dal', size: '30kg', price: 2640 } as const
const values = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Hi' }

describe('order request helpers', () => {
  it('prefills the message with product, size and price', () => {
    const text = prefilledMessage(purchase)
    expect(text).toContain('Masoor Dal')
    expect(text).toContain('30kg')
    expect(text).toContain('₹2,640.00')
  })

  it('maps the form to the mail parameters', () => {
    expect(toOrderRequest(purchase, values, undefined)).toEqual({
      from_name: 'Asha',
      from_email: 'asha@example.com',
      from_contact: '9876543210',
      product_name: 'Masoor Dal',
      product_weight: '30kg',
      product_price: 2640,
      message: 'Hi',
    })
    expect(toOrderRequest(purchase, values, 'uid-1')).toMatchObject({ userId: 'uid-1' })
  })

  it('puts product, size, price and the message in the WhatsApp text', () => {
    const text = whatsappText(purchase, '  Deliver to Jaipur ')
    expect(text).toMatch(/Masoor Dal.*30kg.*₹2,640\.00/)
    expect(text.endsWith('Deliver to Jaipur')).toBe(true)
    expect(whatsappText(purchase, ' ')).not.toMatch(/\n/)
  })
})
