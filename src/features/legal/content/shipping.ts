import { DELIVERY_WORKING_DAYS } from '@/features/legal/legal-facts'
import { site } from '@/config/site'
import type { LegalDocument } from './types'

/** Its Hindi twin, shipping-hi.ts, has the same parts (types.ts: TranslationOf). */
export const shippingPolicy = {
  title: 'Shipping Policy',
  description: `Where and how fast ${site.brand} delivers: within India only, ${DELIVERY_WORKING_DAYS} working days from dispatch.`,
  intro: `This policy explains where ${site.brand} delivers, how long delivery takes and what to do if goods arrive damaged. It applies to every order placed through this website or confirmed with our sales team.`,
  keyPoints: [
    'We ship only within India.',
    `Delivery takes ${DELIVERY_WORKING_DAYS} working days from dispatch.`,
    'Working days are Monday to Friday, excluding public holidays.',
    'All sales are final: no returns, exchanges or cancellations.',
    'Report damaged or defective items to us by email.',
  ],
  sections: [
    {
      heading: 'Where we deliver',
      paragraphs: [
        'We ship only within India. We deliver to business addresses in all states and union territories served by our logistics partners; if a pin code cannot be served, we will tell you when we confirm your order.',
        'Export enquiries are handled separately by our export desk under their own contract and shipping terms, not under this policy.',
      ],
    },
    {
      heading: 'Delivery times',
      paragraphs: [
        `Orders are delivered within ${DELIVERY_WORKING_DAYS} working days from dispatch. Working days are Monday to Friday, excluding public holidays; orders are not delivered on Saturdays, Sundays or public holidays.`,
        'We dispatch an order once it has been confirmed with you and payment terms are settled. The delivery time runs from dispatch, not from the day you sent your order request.',
      ],
    },
    {
      heading: 'Shipping charges',
      paragraphs: [
        'Freight charges depend on the weight of the order and the delivery location. We quote them with your order confirmation, before you pay, so there are no surprises on delivery.',
      ],
    },
    {
      heading: 'Tracking your order',
      paragraphs: [
        'When your order is dispatched we send you its dispatch details and, where the carrier offers it, a tracking reference so you can follow the consignment until it arrives.',
      ],
    },
    {
      heading: 'Delays',
      paragraphs: [
        'Delivery times are estimates. Weather, strikes, road closures, regional holidays and other events outside our control can delay a consignment; if that happens we will keep you informed.',
      ],
    },
    {
      heading: 'Receiving your delivery',
      paragraphs: ['To help us resolve any problem quickly, please:'],
      list: [
        'check the number of bags and the condition of the packaging when the consignment arrives;',
        'note any visible damage, torn bags or shortfall on the delivery receipt before signing it;',
        'keep the packaging and lot labels until you have checked the goods.',
      ],
    },
    {
      heading: 'Damaged or defective items',
      paragraphs: [
        `If items arrive damaged or defective, report them to us by email at ${site.email} as soon as possible after delivery. Include your order details, the lot number from the pack label and photographs of the goods and packaging.`,
        'We will review your report and contact you to agree how the problem will be resolved.',
      ],
    },
    {
      heading: 'No returns, exchanges or cancellations',
      paragraphs: [
        'All sales are final. Because our products are food commodities sold in bulk, we do not accept returns or exchanges, and an order cannot be cancelled once it has been confirmed. This does not affect how we handle damaged or defective items reported as described above.',
      ],
    },
  ],
} as const satisfies LegalDocument
