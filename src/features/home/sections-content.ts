/**
 * The copy of the home page's sections below its hero, up to the contact section: the best
 * sellers, why choose us, the mission, how we work and the clients (sample copy for the fictional
 * company). Apart from home-content.ts, which every page's first load carries, since these
 * sections are a chunk of their own (home-sections.tsx).
 */
import type { IconName } from '@/components/ui/icons'
import { site } from '@/config/site'

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
  title: "Best Seller's",
  intro: 'The pulses our buyers reorder most, cleaned, graded and packed in 500gm to 30kg bags.',
  viewAll: 'VIEW ALL',
} as const

export const bestSellers: readonly BestSellerCard[] = [
  {
    id: 1,
    name: ['Masoor Dal', 'Channa Dal'],
    images: [product('masoor-dal'), product('channa-dal')],
  },
  { id: 2, name: ['Arhar Dal', 'Mix Dal'], images: [product('arhar-dal'), product('mix-dal')] },
  {
    id: 3,
    name: ['Jhambo Rajma', 'Kabuli Channa'],
    images: [product('jhambo-rajma'), product('kabuli-channa')],
  },
  {
    id: 4,
    name: ['Moth Sabut', 'Mufli Dana'],
    images: [product('moth-sabut'), product('mufli-dana')],
  },
]

export const whyChoose = {
  title: `Why Choose ${site.shortBrand}`,
  intro: 'Three promises behind every bag we trade.',
  cards: [
    {
      icon: 'shield-check',
      title: 'Quality Assurance',
      description:
        'Certified products with inspection and traceability from farm to warehouse, so every lot matches its sample.',
    },
    {
      icon: 'boxes',
      title: 'Bulk Ordering',
      description:
        'Order by the sack or by the truckload, with dynamic pricing and volume discounts that grow with your order.',
    },
    {
      icon: 'lock',
      title: 'Secure Payments',
      description:
        'Escrow-protected payments: your money is released to the supplier only once the goods reach you.',
    },
  ] satisfies Feature[],
} as const

export const mission = {
  title: 'Our Mission',
  intro:
    'A fair, transparent and efficient trade in pulses, grains and sugar, from the farm gate to the buyer’s warehouse.',
  pillars: [
    {
      icon: 'users',
      title: 'Verified Farmer Network',
      description:
        'Direct access to a network of farmers and suppliers we have visited and verified.',
    },
    {
      icon: 'scale',
      title: 'Transparent Trade Ecosystem',
      description: 'Verified product quality, clear prices and secure transactions on every trade.',
    },
    {
      icon: 'sparkles',
      title: 'Value Addition at Source',
      description:
        'On-site grading, cleaning and primary processing close to where crops are grown.',
    },
    {
      icon: 'leaf',
      title: 'Minimizing Post-Harvest Losses',
      description:
        'Better handling, storage and faster movement mean less of every harvest is lost.',
    },
    {
      icon: 'trending',
      title: 'Scalable Supply Chain',
      description: 'A supply chain that grows with your order book and keeps deliveries on time.',
    },
    {
      icon: 'chart',
      title: 'Data-Driven Market Insights',
      description: 'Market data that helps farmers plan their crops and buyers plan their stock.',
    },
  ] satisfies Feature[],
  technology: {
    title: 'Technology-Driven Approach',
    text: 'Every order is tracked from the mandi to your door. Suppliers, lots and payments live on one platform, so you always know what you are buying and where it is.',
    points: [
      'Real-time tracking of every shipment',
      'Digital quality reports for each lot',
      'Verified supplier profiles',
      'Escrow-protected, secure transactions',
    ],
  },
  impactTitle: 'Our Impact at a Glance',
} as const

/** The impact figures. */
export const impactStats = [
  { value: '125+', label: 'Verified Suppliers' },
  { value: '62+', label: 'Agricultural Products' },
  { value: '7+', label: 'Countries Served' },
  { value: '3258+', label: 'Active Buyers' },
] as const

export const howWeWork = {
  title: 'How We Work',
  intro: 'Five steps take a harvest from the field to your warehouse.',
  steps: [
    {
      icon: 'sprout',
      title: 'Sourcing',
      description:
        'We buy directly from verified farmers and trusted suppliers in India’s growing belts.',
    },
    {
      icon: 'search',
      title: 'Quality Control',
      description:
        'Each lot is inspected, graded and cleaned, and its quality report travels with it.',
    },
    {
      icon: 'package',
      title: 'Packaging',
      description: 'Packed in food-grade bags from 500gm to 30kg, labelled for full traceability.',
    },
    {
      icon: 'warehouse',
      title: 'Storage & Inventory',
      description: 'Stored in clean, dry, pest-controlled warehouses with live stock records.',
    },
    {
      icon: 'truck',
      title: 'Distribution',
      description:
        'Dispatched to buyers across India, delivered in 2-3 working days from dispatch.',
    },
  ] satisfies Feature[],
} as const

/** The client logos: name and logo of each. Fictional clients of the sample company. */
export const clientSection = {
  eyebrow: 'Trusted by Industry Leaders',
  title: 'Our Clients',
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
