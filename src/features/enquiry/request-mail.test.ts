// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LOST } from '@/test/order-requests'
import { requestMail } from './request-mail'

describe('requestMail', () => {
  it('mails the request as it stands on record, under its reference', () => {
    expect(requestMail(LOST, 'uid-1')).toEqual({
      from_name: 'Sharma Kirana',
      from_email: 'sharma@example.com',
      from_contact: '9829011223',
      product_name: 'Masoor Dal (30kg × 2), jowar atta',
      product_weight: '60 kg',
      product_price: 5280,
      message:
        'Before Diwali, please.\n\n1. Masoor Dal, 30kg × 2 at ₹2,640.00 = ₹5,280.00\n2. jowar atta × 1\nTotal: 60 kg, ₹5,280.00',
      facts: [
        'Company: Sharma Kirana Stores',
        'Delivery: Shop 4, Station Road, Jaipur, 302006',
        'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
        'Reference: SF-LOST-0001',
      ],
      userId: 'uid-1',
    })
  })

  it('leaves out what the record does not hold', () => {
    const mail = requestMail({ ...LOST, company: '', delivery: '', message: '' })
    expect(mail.facts).toEqual(['GSTIN: 27AAPFU0939F1ZV (Maharashtra)', 'Reference: SF-LOST-0001'])
    expect(mail.message.startsWith('1. Masoor Dal')).toBe(true)
    expect(mail).not.toHaveProperty('userId')
  })
})
