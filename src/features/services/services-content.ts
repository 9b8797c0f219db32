/**
 * Static copy of the Services page: nine cards, each derived from a
 * marketing claim of the site. SAMPLE CONTENT for a fictional company.
 */
import { site } from '@/config/site'

export type ServiceCategory =
  | 'Sourcing'
  | 'Trade'
  | 'Quality'
  | 'Processing'
  | 'Storage'
  | 'Logistics'
  | 'Finance'
  | 'Insights'
  | 'Export'

export interface Service {
  title: string
  description: string
  category: ServiceCategory
}

export const servicesIntro = {
  title: 'Our Services',
  eyebrow: 'What we do',
  intro:
    'Everything a business buyer or supplier needs to trade pulses, grains and sugar in bulk, from the farm gate to your warehouse.',
  metaDescription: `Bulk sourcing, quality inspection, processing, warehousing, delivery, escrow payments and market insights from ${site.brand}.`,
  listHeading: 'Services for buyers and suppliers',
  listIntro:
    'Pick a single service or combine them: most of our buyers use several, from sourcing to delivery.',
}

/** Read before a card's category by screen readers ("Category: Sourcing"). */
export const serviceCardText = { categoryLabel: 'Category: ' }

export const servicesCta = {
  heading: 'Ready to trade in bulk?',
  text: 'Browse the catalogue, verify your GST number to see prices, or tell us what you need and our team will get back to you.',
}

export const services: Service[] = [
  {
    title: 'Direct Farmer Sourcing',
    category: 'Sourcing',
    description:
      'Direct access to our network of verified farmers and farmer producer organisations, so you buy closer to the source with fewer middlemen.',
  },
  {
    title: 'Bulk Ordering & Volume Pricing',
    category: 'Trade',
    description:
      'Order in packs from 500gm to 30kg or by the truckload, with dynamic pricing that follows the market and volume discounts on larger orders.',
  },
  {
    title: 'Quality Inspection & Traceability',
    category: 'Quality',
    description:
      'Every lot is inspected and tested in our laboratory, and traceable from farm to warehouse through its lot number and quality report.',
  },
  {
    title: 'Grading, Cleaning & Primary Processing',
    category: 'Processing',
    description:
      'On-site cleaning, grading, sorting, dal splitting and packing at our Jaipur plant turn raw arrivals into ready-to-sell stock.',
  },
  {
    title: 'Warehousing & Inventory',
    category: 'Storage',
    description:
      'Dry, pest-controlled storage with moisture checks and first-in, first-out dispatch that keeps quality up and post-harvest losses down.',
  },
  {
    title: 'Delivery & Real-time Tracking',
    category: 'Logistics',
    description:
      'Scheduled dispatch across India with tracking details from the moment your order leaves the warehouse.',
  },
  {
    title: 'Escrow-Protected Payments',
    category: 'Finance',
    description:
      'Secure transactions: your payment is held in escrow and released to the supplier only once the agreed goods are delivered.',
  },
  {
    title: 'Market Insights',
    category: 'Insights',
    description:
      'Data-driven price trends, crop outlooks and arrival reports that help you decide when and how much to buy.',
  },
  {
    title: 'Export Documentation Support',
    category: 'Export',
    description:
      'Our export desk prepares contracts, phytosanitary and origin paperwork for international buyers, handled separately from website orders.',
  },
]
