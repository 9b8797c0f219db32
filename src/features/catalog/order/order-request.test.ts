import { describe, expect, it } from 'vitest'
import { prefilledMessage, toOrderRecord, whatsappText } from './order-request'

const purchase = { productName: 'Masoor Dal', size: '30kg', price: 2640, packs: 1 } as const
const values = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Hi' }
const gst = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }

describe('order request helpers', () => {
  it('prefills the message with product, size and price', () => {
    const text = prefilledMessage(purchase)
    expect(text).toContain('Masoor Dal')
    expect(text).toContain('30kg')
    expect(text).toContain('₹2,640.00')
  })

  it('keeps the same request on record: one pack, the GSTIN and its state', () => {
    expect(toOrderRecord(purchase, values, gst)).toEqual({
      source: 'buy-now',
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      company: '',
      delivery: '',
      message: 'Hi',
      gstin: '27AAPFU0939F1ZV',
      gstState: 'Maharashtra',
      lines: [{ product: 'Masoor Dal', size: '30kg', packs: 1, packPrice: 2640 }],
      totalKg: 30,
      total: 2640,
    })
  })

  it('keeps the number of packs with what they come to', () => {
    const four = { ...purchase, size: '5kg', price: 455, packs: 4 } as const
    expect(toOrderRecord(four, values, gst)).toMatchObject({
      lines: [{ product: 'Masoor Dal', size: '5kg', packs: 4, packPrice: 455 }],
      totalKg: 20,
      total: 1820,
    })
    expect(whatsappText(four, '')).toBe(
      'Order request: Masoor Dal, 5kg × 4 at ₹455.00 = ₹1,820.00.',
    )
  })

  it('keeps the signed-in buyer’s business name and delivery address on record', () => {
    const business = { company: 'Asha Traders', delivery: 'Shop 4, Station Road, Jaipur, 302006' }
    expect(toOrderRecord(purchase, values, gst, business)).toMatchObject(business)
  })

  it('puts product, size, price and the message in the WhatsApp text', () => {
    const text = whatsappText(purchase, '  Deliver to Jaipur ')
    expect(text).toMatch(/Masoor Dal.*30kg.*₹2,640\.00/)
    expect(text.endsWith('Deliver to Jaipur')).toBe(true)
    expect(whatsappText(purchase, ' ')).not.toMatch(/\n/)
  })
})
