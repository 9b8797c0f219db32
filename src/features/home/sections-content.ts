/**
 * The copy of the home page's sections below its hero, up to the contact section: the best
 * sellers, why choose us, the mission, how we work and the clients (sample copy for the fictional
 * company). Apart from home-content.ts, which every page's first load carries, since these
 * sections are a chunk of their own (home-sections.tsx).
 */
import type { IconName } from '@/components/ui/icons'
import { site } from '@/config/site'
import { t } from '@/lib/i18n/macro'

export interface Feature {
  icon: IconName
  title: string
  description: string
}

/** A best-seller card: id, two names, two images. */
export interface BestSellerCard {
  id: number
  name: readonly [string, string]
  images: readonly [string, string]
}

const product = (slug: string) => `/images/products/${slug}.svg`

export const productPlaceholder = product('placeholder')
export const productImageSize = { width: 400, height: 400 }

export const bestSellerSection = {
  get title() {
    return t`Best Seller's`
  },
  get intro() {
    return t`The pulses our buyers reorder most, cleaned, graded and packed in 500gm to 30kg bags.`
  },
  get viewAll() {
    return t`VIEW ALL`
  },
} as const

export const bestSellers: readonly BestSellerCard[] = [
  {
    id: 1,
    get name() {
      return [t`Masoor Dal`, t`Channa Dal`] as const
    },
    images: [product('masoor-dal'), product('channa-dal')],
  },
  {
    id: 2,
    get name() {
      return [t`Arhar Dal`, t`Mix Dal`] as const
    },
    images: [product('arhar-dal'), product('mix-dal')],
  },
  {
    id: 3,
    get name() {
      return [t`Jhambo Rajma`, t`Kabuli Channa`] as const
    },
    images: [product('jhambo-rajma'), product('kabuli-channa')],
  },
  {
    id: 4,
    get name() {
      return [t`Moth Sabut`, t`Mufli Dana`] as const
    },
    images: [product('moth-sabut'), product('mufli-dana')],
  },
]

export const whyChoose = {
  get title() {
    const brand = site.shortBrand
    return t`Why Choose ${brand}`
  },
  get intro() {
    return t`Three promises behind every bag we trade.`
  },
  get cards() {
    return [
      {
        icon: 'shield-check',
        title: t`Quality Assurance`,
        description: t`Certified products with inspection and traceability from farm to warehouse, so every lot matches its sample.`,
      },
      {
        icon: 'boxes',
        title: t`Bulk Ordering`,
        description: t`Order by the sack or by the truckload, with dynamic pricing and volume discounts that grow with your order.`,
      },
      {
        icon: 'lock',
        title: t`Secure Payments`,
        description: t`Escrow-protected payments: your money is released to the supplier only once the goods reach you.`,
      },
    ] satisfies Feature[]
  },
} as const

export const mission = {
  get title() {
    return t`Our Mission`
  },
  get intro() {
    return t`A fair, transparent and efficient trade in pulses, grains and sugar, from the farm gate to the buyer’s warehouse.`
  },
  get pillars() {
    return [
      {
        icon: 'users',
        title: t`Verified Farmer Network`,
        description: t`Direct access to a network of farmers and suppliers we have visited and verified.`,
      },
      {
        icon: 'scale',
        title: t`Transparent Trade Ecosystem`,
        description: t`Verified product quality, clear prices and secure transactions on every trade.`,
      },
      {
        icon: 'sparkles',
        title: t`Value Addition at Source`,
        description: t`On-site grading, cleaning and primary processing close to where crops are grown.`,
      },
      {
        icon: 'leaf',
        title: t`Minimizing Post-Harvest Losses`,
        description: t`Better handling, storage and faster movement mean less of every harvest is lost.`,
      },
      {
        icon: 'trending',
        title: t`Scalable Supply Chain`,
        description: t`A supply chain that grows with your order book and keeps deliveries on time.`,
      },
      {
        icon: 'chart',
        title: t`Data-Driven Market Insights`,
        description: t`Market data that helps farmers plan their crops and buyers plan their stock.`,
      },
    ] satisfies Feature[]
  },
  technology: {
    get title() {
      return t`Technology-Driven Approach`
    },
    get text() {
      return t`Every order is tracked from the mandi to your door. Suppliers, lots and payments live on one platform, so you always know what you are buying and where it is.`
    },
    get points() {
      return [
        t`Real-time tracking of every shipment`,
        t`Digital quality reports for each lot`,
        t`Verified supplier profiles`,
        t`Escrow-protected, secure transactions`,
      ]
    },
  },
  get impactTitle() {
    return t`Our Impact at a Glance`
  },
} as const

/** The impact figures. */
export const impactStats = [
  {
    value: '125+',
    get label() {
      return t`Verified Suppliers`
    },
  },
  {
    value: '62+',
    get label() {
      return t`Agricultural Products`
    },
  },
  {
    value: '7+',
    get label() {
      return t`Countries Served`
    },
  },
  {
    value: '3258+',
    get label() {
      return t`Active Buyers`
    },
  },
] as const

export const howWeWork = {
  get title() {
    return t`How We Work`
  },
  get intro() {
    return t`Five steps take a harvest from the field to your warehouse.`
  },
  /** A step's number, with the word before it read out only: the tag `hidden` marks it. */
  stepNumber: (step: number) => t`<hidden>Step</hidden> ${step}`,
  get steps() {
    return [
      {
        icon: 'sprout',
        title: t`Sourcing`,
        description: t`We buy directly from verified farmers and trusted suppliers in India’s growing belts.`,
      },
      {
        icon: 'search',
        title: t`Quality Control`,
        description: t`Each lot is inspected, graded and cleaned, and its quality report travels with it.`,
      },
      {
        icon: 'package',
        title: t`Packaging`,
        description: t`Packed in food-grade bags from 500gm to 30kg, labelled for full traceability.`,
      },
      {
        icon: 'warehouse',
        title: t`Storage & Inventory`,
        description: t`Stored in clean, dry, pest-controlled warehouses with live stock records.`,
      },
      {
        icon: 'truck',
        title: t`Distribution`,
        description: t`Dispatched to buyers across India, delivered in 2-3 working days from dispatch.`,
      },
    ] satisfies Feature[]
  },
} as const

/** The client logos: name and logo of each. Fictional clients of the sample company. */
export const clientSection = {
  get eyebrow() {
    return t`Trusted by Industry Leaders`
  },
  get title() {
    return t`Our Clients`
  },
  placeholder: '/images/clients/placeholder.svg',
  logoSize: { width: 240, height: 96 },
  clients: [
    { name: 'Kirana Mart', logo: '/images/clients/client-1.svg' },
    { name: 'Desi Dukaan', logo: '/images/clients/client-2.svg' },
    { name: 'Anaaj Ghar', logo: '/images/clients/client-3.svg' },
    { name: 'Mandi Mile', logo: '/images/clients/client-4.svg' },
    { name: 'Thali & Co.', logo: '/images/clients/client-5.svg' },
    { name: 'Rasoi Wholesale', logo: '/images/clients/client-6.svg' },
    { name: 'Haat Hub', logo: '/images/clients/client-7.svg' },
    { name: 'Pantry Pradesh', logo: '/images/clients/client-8.svg' },
    { name: 'Chakki Corner', logo: '/images/clients/client-9.svg' },
  ],
} as const
