// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { orderFacts } from './order-facts'

const order = { company: '', delivery: '', gstin: '27AAPFU0939F1ZV', gstState: 'Maharashtra' }

describe('orderFacts', () => {
  it('names the GSTIN with its state and the reference, always', () => {
    expect(orderFacts(order, 'SF-K3F9-QZ2M')).toEqual([
      'GSTIN: 27AAPFU0939F1ZV (Maharashtra)',
      'Reference: SF-K3F9-QZ2M',
    ])
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
