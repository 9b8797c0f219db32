import { send } from '@emailjs/browser'
import { describe, expect, it, vi } from 'vitest'
import { env } from '@/config/env'
import { sendOrderRequest } from '@/lib/mail/email'
import { prefilledMessage, toOrderRecord, toOrderRequest, whatsappText } from './order-request'

// Mocked where the mail leaves the site: the EmailJS package itself, not our wrapper.
vi.mock('@emailjs/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@emailjs/browser')>()),
  init: vi.fn(),
  send: vi.fn(() => Promise.resolve({ status: 200, text: 'OK' })),
}))

const purchase = { productName: 'Masoor Dal', size: '30kg', price: 2640, packs: 1 } as const
const values = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Hi' }
const gst = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }
const REF = 'SF-K3F9-QZ2M'

describe('order request helpers', () => {
  it('prefills the message with product, size and price', () => {
    const text = prefilledMessage(purchase)
    expect(text).toContain('Masoor Dal')
    expect(text).toContain('30kg')
    expect(text).toContain('₹2,640.00')
  })

  it('maps the form to the mail parameters, with the verified GSTIN and the reference', () => {
    expect(toOrderRequest(purchase, values, gst, REF, undefined)).toEqual({
      from_name: 'Asha',
      from_email: 'asha@example.com',
      from_contact: '9876543210',
      product_name: 'Masoor Dal',
      product_weight: '30kg',
      product_price: 2640,
      message: 'Hi',
      facts: [
        'Packs: 1 × 30kg at ₹2,640.00 = ₹2,640.00 (30 kg)',
        'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
        'Reference: SF-K3F9-QZ2M',
      ],
    })
    expect(toOrderRequest(purchase, values, gst, REF, 'uid-1')).toMatchObject({ userId: 'uid-1' })
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

  it('keeps and mails the number of packs with what they come to', () => {
    const four = { ...purchase, size: '5kg', price: 455, packs: 4 } as const
    expect(toOrderRecord(four, values, gst)).toMatchObject({
      lines: [{ product: 'Masoor Dal', size: '5kg', packs: 4, packPrice: 455 }],
      totalKg: 20,
      total: 1820,
    })
    const mail = toOrderRequest(four, values, gst, REF, undefined)
    expect(mail).toMatchObject({ product_weight: '5kg', product_price: 455 })
    expect(mail.facts?.[0]).toBe('Packs: 4 × 5kg at ₹455.00 = ₹1,820.00 (20 kg)')
    expect(whatsappText(four, '')).toBe(
      'Order request: Masoor Dal, 5kg × 4 at ₹455.00 = ₹1,820.00.',
    )
  })

  it('carries the signed-in buyer’s business name and delivery address in record and mail', () => {
    const business = { company: 'Asha Traders', delivery: 'Shop 4, Station Road, Jaipur, 302006' }
    expect(toOrderRecord(purchase, values, gst, business)).toMatchObject(business)
    expect(toOrderRequest(purchase, values, gst, REF, 'uid-1', business).facts).toEqual([
      'Packs: 1 × 30kg at ₹2,640.00 = ₹2,640.00 (30 kg)',
      'Company: Asha Traders',
      'Delivery: Shop 4, Station Road, Jaipur, 302006',
      'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
      'Reference: SF-K3F9-QZ2M',
    ])
  })

  it('sends the order form to EmailJS as the order template expects', async () => {
    await sendOrderRequest(toOrderRequest(purchase, values, gst, REF, 'uid-1'))
    expect(send).toHaveBeenCalledExactlyOnceWith(
      env.emailjs.serviceId,
      env.emailjs.templates.order,
      {
        from_name: 'Asha',
        from_email: 'asha@example.com',
        from_contact: '9876543210',
        product_name: 'Masoor Dal',
        product_weight: '30kg',
        product_price: '2640.00',
        message:
          'Hi\n\nPacks: 1 × 30kg at ₹2,640.00 = ₹2,640.00 (30 kg)\nGSTIN: 27AAPFU0939F1ZV (Maharashtra)\nReference: SF-K3F9-QZ2M\n\nUser ID: uid-1',
      },
    )
  })

  it('puts product, size, price and the message in the WhatsApp text', () => {
    const text = whatsappText(purchase, '  Deliver to Jaipur ')
    expect(text).toMatch(/Masoor Dal.*30kg.*₹2,640\.00/)
    expect(text.endsWith('Deliver to Jaipur')).toBe(true)
    expect(whatsappText(purchase, ' ')).not.toMatch(/\n/)
  })
})
