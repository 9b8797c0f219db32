/**
 * Static copy of the Services page: nine cards, each derived from a
 * marketing claim of the site. SAMPLE CONTENT for a fictional company.
 */
import { site } from '@/config/site'
import { t } from '@/lib/i18n/macro'

/** A card's kind: picks its icon; `categoryLabel` is the words shown for it. */
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
  categoryLabel: string
}

export const servicesIntro = {
  get title() {
    return t`Our Services`
  },
  get eyebrow() {
    return t`What we do`
  },
  get intro() {
    return t`Everything a business buyer or supplier needs to trade pulses, grains and sugar in bulk, from the farm gate to your warehouse.`
  },
  get metaDescription() {
    const brand = site.brand
    return t`Bulk sourcing, quality inspection, processing, warehousing, delivery, escrow payments and market insights from ${brand}.`
  },
  get listHeading() {
    return t`Services for buyers and suppliers`
  },
  get listIntro() {
    return t`Pick a single service or combine them: most of our buyers use several, from sourcing to delivery.`
  },
}

/** Read before a card's category by screen readers ("Category: Sourcing"). */
export const serviceCardText = {
  get categoryLabel() {
    return t`Category:`
  },
}

export const servicesCta = {
  get heading() {
    return t`Ready to trade in bulk?`
  },
  get text() {
    return t`Browse the catalogue, verify your GST number to see prices, or tell us what you need and our team will get back to you.`
  },
}

/** The service cards, in the page's order. */
export function listServices(): Service[] {
  return [
    {
      title: t`Direct Farmer Sourcing`,
      category: 'Sourcing',
      categoryLabel: t`Sourcing`,
      description: t`Direct access to our network of verified farmers and farmer producer organisations, so you buy closer to the source with fewer middlemen.`,
    },
    {
      title: t`Bulk Ordering & Volume Pricing`,
      category: 'Trade',
      categoryLabel: t`Trade`,
      description: t`Order in packs from 500gm to 30kg or by the truckload, with dynamic pricing that follows the market and volume discounts on larger orders.`,
    },
    {
      title: t`Quality Inspection & Traceability`,
      category: 'Quality',
      categoryLabel: t`Quality`,
      description: t`Every lot is inspected and tested in our laboratory, and traceable from farm to warehouse through its lot number and quality report.`,
    },
    {
      title: t`Grading, Cleaning & Primary Processing`,
      category: 'Processing',
      categoryLabel: t`Processing`,
      description: t`On-site cleaning, grading, sorting, dal splitting and packing at our Jaipur plant turn raw arrivals into ready-to-sell stock.`,
    },
    {
      title: t`Warehousing & Inventory`,
      category: 'Storage',
      categoryLabel: t`Storage`,
      description: t`Dry, pest-controlled storage with moisture checks and first-in, first-out dispatch that keeps quality up and post-harvest losses down.`,
    },
    {
      title: t`Delivery & Real-time Tracking`,
      category: 'Logistics',
      categoryLabel: t`Logistics`,
      description: t`Scheduled dispatch across India with tracking details from the moment your order leaves the warehouse.`,
    },
    {
      title: t`Escrow-Protected Payments`,
      category: 'Finance',
      categoryLabel: t`Finance`,
      description: t`Secure transactions: your payment is held in escrow and released to the supplier only once the agreed goods are delivered.`,
    },
    {
      title: t`Market Insights`,
      category: 'Insights',
      categoryLabel: t`Insights`,
      description: t`Data-driven price trends, crop outlooks and arrival reports that help you decide when and how much to buy.`,
    },
    {
      title: t`Export Documentation Support`,
      category: 'Export',
      categoryLabel: t`Export`,
      description: t`Our export desk prepares contracts, phytosanitary and origin paperwork for international buyers, handled separately from website orders.`,
    },
  ]
}
