import { send } from '@emailjs/browser'
import { describe, expect, it, vi } from 'vitest'
import { env } from '@/config/env'
import type { Product } from '@/lib/catalog/catalog'
import { sendOrderRequest } from '@/lib/mail/email'
import type { EnquiryLine } from '@/lib/storage/enquiry-list'
import { orderMail } from '@/lib/leads/submit/order-mail'
import { enquiryRecord, enquiryWhatsappText } from './enquiry-request'
import { priceEnquiry } from './priced-lines'

vi.mock('@emailjs/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@emailjs/browser')>()),
  init: vi.fn(),
  send: vi.fn(() => Promise.resolve({ status: 200, text: 'OK' })),
}))

const products: Product[] = [
  { id: 'masoor-dal', name: 'Masoor Dal', image: '', prices: { '1kg': 95, '30kg': 2640 } },
  { id: 'bura', name: 'Bura', image: '', prices: { '5kg': 255 } },
]
const lines: EnquiryLine[] = [
  { productId: 'masoor-dal', name: 'Masoor Dal', size: '30kg', packs: 2 },
  { productId: 'bura', name: 'Bura', size: '5kg', packs: 4 },
  { productId: null, name: 'Toor dal, Akola', size: null, packs: 1 },
  // Gone from the catalogue: flagged, never sent.
  { productId: 'mix-dal', name: 'Mix Dal', size: '1kg', packs: 9 },
]
const priced = priceEnquiry(lines, products)
const sender = {
  name: 'Sharma Kirana',
  email: 'sharma@example.com',
  phone: '98290 11223',
  company: 'Sharma Kirana Stores',
  delivery: 'Jaipur 302012',
  message: 'Before Diwali, please.',
}
const gst = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }

describe('the enquiry as one order request', () => {
  it('is mailed from its record with the lines, the total weight and the total, through the order template', async () => {
    const mail = orderMail(enquiryRecord(priced, sender, gst), 'SF-AB12-CD34', 'uid-7')
    await sendOrderRequest(mail)
    expect(send).toHaveBeenCalledExactlyOnceWith(
      env.emailjs.serviceId,
      env.emailjs.templates.order,
      {
        from_name: 'Sharma Kirana',
        from_email: 'sharma@example.com',
        from_contact: '98290 11223',
        product_name: 'Masoor Dal (30kg × 2), Bura (5kg × 4), Toor dal, Akola',
        product_weight: '80 kg',
        product_price: '6300.00',
        message: [
          'Before Diwali, please.',
          '',
          '1. Masoor Dal, 30kg × 2 packs at ₹2,640.00 = ₹5,280.00',
          '2. Bura, 5kg × 4 packs at ₹255.00 = ₹1,020.00',
          '3. Ask us for it: Toor dal, Akola × 1 pack',
          'Total: 80 kg, ₹6,300.00',
          '',
          'Company: Sharma Kirana Stores',
          'Delivery: Jaipur 302012',
          'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
          'Reference: SF-AB12-CD34',
          '',
          'User ID: uid-7',
        ].join('\n'),
      },
    )
  })

  it('keeps the same lines on record, with the GSTIN and its state', () => {
    expect(enquiryRecord(priced, sender, gst)).toEqual({
      source: 'enquiry',
      ...sender,
      gstin: '27AAPFU0939F1ZV',
      gstState: 'Maharashtra',
      lines: [
        { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 },
        { product: 'Bura', size: '5kg', packs: 4, packPrice: 255 },
        { product: 'Toor dal, Akola', size: '', packs: 1, packPrice: 0 },
      ],
      totalKg: 80,
      total: 6300,
    })
  })

  it('hands the whole list to WhatsApp as one readable message, a flagged line without a price', () => {
    expect(enquiryWhatsappText(priced, true)).toBe(
      [
        'Enquiry request:',
        '1. Masoor Dal, 30kg × 2 packs at ₹2,640.00 = ₹5,280.00',
        '2. Bura, 5kg × 4 packs at ₹255.00 = ₹1,020.00',
        '3. Ask us for it: Toor dal, Akola × 1 pack',
        '4. Mix Dal, 1kg × 9 packs',
        'Total: 80 kg, ₹6,300.00',
      ].join('\n'),
    )
  })

  it('hands every line to WhatsApp while prices are still being checked, with no total', () => {
    expect(enquiryWhatsappText(priceEnquiry(lines, null), true)).toBe(
      [
        'Enquiry request:',
        '1. Masoor Dal, 30kg × 2 packs',
        '2. Bura, 5kg × 4 packs',
        '3. Ask us for it: Toor dal, Akola × 1 pack',
        '4. Mix Dal, 1kg × 9 packs',
      ].join('\n'),
    )
  })
})
