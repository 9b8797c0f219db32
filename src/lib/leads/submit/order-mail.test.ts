import { send } from '@emailjs/browser'
import { describe, expect, it, vi } from 'vitest'
import { env } from '@/config/env'
import type { OrderRequestInput } from '@/lib/leads/lead-types'
import { sendOrderRequest } from '@/lib/mail/email'
import { LOST } from '@/test/order-requests'
import { orderFacts, orderMail, writtenLine } from './order-mail'

// Mocked where the mail leaves the site: the EmailJS package itself, not our wrapper.
vi.mock('@emailjs/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@emailjs/browser')>()),
  init: vi.fn(),
  send: vi.fn(() => Promise.resolve({ status: 200, text: 'OK' })),
}))

const REF = 'SF-K3F9-QZ2M'
const buyNow: OrderRequestInput = {
  source: 'buy-now',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  company: '',
  delivery: '',
  message: 'Hi',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [{ product: 'Masoor Dal', size: '5kg', packs: 4, packPrice: 455 }],
  totalKg: 20,
  total: 1820,
}

describe('orderFacts', () => {
  const order = { company: '', delivery: '', gstin: '27AAPFU0939F1ZV', gstState: 'Maharashtra' }

  it('names the GSTIN with its state and the reference, always', () => {
    expect(orderFacts(order, REF)).toEqual([
      'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
      'Reference: SF-K3F9-QZ2M',
    ])
  })

  it('says last which language the buyer wrote in, when the order says', () => {
    expect(orderFacts({ ...order, language: 'hi' }, REF)).toEqual([
      'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
      'Reference: SF-K3F9-QZ2M',
      'Language: Hindi (the buyer wrote in Hindi)',
    ])
    expect(orderFacts({ ...order, language: 'en' }, REF).at(-1)).toBe('Language: English')
  })

  it('names the company and the delivery address first, when given', () => {
    expect(
      orderFacts({ ...order, company: 'Asha Traders', delivery: 'Jaipur, 302006' }, 'SF-1'),
    ).toEqual([
      'Company: Asha Traders',
      'Delivery: Jaipur, 302006',
      'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
      'Reference: SF-1',
    ])
  })
})

describe('writtenLine', () => {
  it('writes a priced line with its packs, price per pack and amount', () => {
    expect(writtenLine({ product: 'Bura', size: '5kg', packs: 1, packPrice: 255 })).toBe(
      'Bura, 5kg × 1 pack at ₹255.00 = ₹255.00',
    )
  })

  it('writes a line asked for by name without size or price', () => {
    expect(writtenLine({ product: 'toor dal', size: '', packs: 3, packPrice: 0 })).toBe(
      'Ask us for it: toor dal × 3 packs',
    )
  })
})

describe('orderMail', () => {
  it('mails a Buy Now as the order template has it: the size and the price of one pack, the packs among the facts', () => {
    expect(orderMail(buyNow, REF)).toEqual({
      from_name: 'Asha',
      from_email: 'asha@example.com',
      from_contact: '9876543210',
      product_name: 'Masoor Dal',
      product_weight: '5kg',
      product_price: 455,
      message: 'Hi',
      facts: [
        'Packs: 4 × 5kg at ₹455.00 = ₹1,820.00 (20 kg)',
        'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
        'Reference: SF-K3F9-QZ2M',
      ],
    })
  })

  it('carries the signed-in buyer’s id, business name and delivery address', () => {
    const business = { company: 'Asha Traders', delivery: 'Shop 4, Station Road, Jaipur, 302006' }
    const mail = orderMail({ ...buyNow, ...business }, REF, 'uid-1')
    expect(mail.userId).toBe('uid-1')
    expect(mail.facts).toEqual([
      'Packs: 4 × 5kg at ₹455.00 = ₹1,820.00 (20 kg)',
      'Company: Asha Traders',
      'Delivery: Shop 4, Station Road, Jaipur, 302006',
      'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
      'Reference: SF-K3F9-QZ2M',
    ])
    expect(orderMail(buyNow, REF)).not.toHaveProperty('userId')
  })

  it('sends a Buy Now to EmailJS as the order template expects', async () => {
    await sendOrderRequest(orderMail({ ...buyNow, message: 'Hi', language: 'hi' }, REF, 'uid-1'))
    expect(send).toHaveBeenCalledExactlyOnceWith(
      env.emailjs.serviceId,
      env.emailjs.templates.order,
      {
        from_name: 'Asha',
        from_email: 'asha@example.com',
        from_contact: '9876543210',
        product_name: 'Masoor Dal',
        product_weight: '5kg',
        product_price: '455.00',
        message:
          'Hi\n\nPacks: 4 × 5kg at ₹455.00 = ₹1,820.00 (20 kg)\nGSTIN: 27AAPFU0939F1ZV (Maharashtra)\nReference: SF-K3F9-QZ2M\nLanguage: Hindi (the buyer wrote in Hindi)\n\nUser ID: uid-1',
      },
    )
  })

  it('mails a list with its lines, total weight and total, whether sent first or again', () => {
    expect(orderMail({ ...LOST, language: 'en' }, LOST.reference, 'uid-1')).toEqual({
      from_name: 'Sharma Kirana',
      from_email: 'sharma@example.com',
      from_contact: '9829011223',
      product_name: 'Masoor Dal (30kg × 2), jowar atta',
      product_weight: '60 kg',
      product_price: 5280,
      message:
        'Before Diwali, please.\n\n1. Masoor Dal, 30kg × 2 packs at ₹2,640.00 = ₹5,280.00\n2. Ask us for it: jowar atta × 1 pack\nTotal: 60 kg, ₹5,280.00',
      facts: [
        'Company: Sharma Kirana Stores',
        'Delivery: Shop 4, Station Road, Jaipur, 302006',
        'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
        'Reference: SF-LOST-0001',
        'Language: English',
      ],
      userId: 'uid-1',
    })
  })

  it('leaves out of a list’s mail what the record does not hold', () => {
    const mail = orderMail({ ...LOST, company: '', delivery: '', message: '' }, LOST.reference)
    expect(mail.facts).toEqual(['GSTIN: 27AAPFU0939F1ZV (Maharashtra)', 'Reference: SF-LOST-0001'])
    expect(mail.message.startsWith('1. Masoor Dal')).toBe(true)
    expect(mail).not.toHaveProperty('userId')
  })
})
