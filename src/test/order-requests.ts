import type { OrderRequestInput, OrderRequestRecord } from '@/lib/leads/lead-types'

/** An enquiry on record whose mail never went out: My enquiries marks it Not sent. */
export const LOST: OrderRequestRecord = {
  id: 'lead-lost-1',
  reference: 'SF-LOST-0001',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  status: 'new',
  notified: false,
  source: 'enquiry',
  name: 'Sharma Kirana',
  email: 'sharma@example.com',
  phone: '9829011223',
  company: 'Sharma Kirana Stores',
  delivery: 'Shop 4, Station Road, Jaipur, 302006',
  message: 'Before Diwali, please.',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [
    { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 },
    { product: 'jowar atta', size: '', packs: 1, packPrice: 0 },
  ],
  totalKg: 60,
  total: 5280,
  quote: null,
}

/** An enquiry as its form hands it over: a priced line and one asked for by name. */
export const ORDER_INPUT: OrderRequestInput = {
  source: 'enquiry',
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Asha Traders Pvt Ltd',
  delivery: '302001',
  message: '',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [
    { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2850 },
    { product: 'Kala Chana in 50 kg sacks', size: '', packs: 4, packPrice: 0 },
  ],
  totalKg: 60,
  total: 5700,
}
