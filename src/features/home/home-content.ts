/**
 * The copy of the home page's hero, its contact section and its controls (sample copy for the
 * fictional company). The sections between them have theirs in sections-content.ts.
 */
export interface HeroImage {
  src: string
  alt: string
}

export const hero = {
  badge: 'Trusted by 15000+ Businesses',
  title: 'Bridging Local Harvests with Global Demand',
  intro:
    'We connect verified farmers and suppliers across India with bulk buyers at home and abroad. ' +
    'Certified pulses, grains and sugar, inspected and traceable from farm to warehouse, delivered on time.',
  supplierLabel: 'Become a Supplier',
  imageSize: { width: 800, height: 600 },
  images: [
    {
      src: '/images/hero/hero-1.svg',
      alt: 'Heaps of red lentils, pigeon peas, green gram and kidney beans',
    },
    {
      src: '/images/hero/hero-2.svg',
      alt: 'A golden grain field at harvest under the evening sun',
    },
    {
      src: '/images/hero/hero-3.svg',
      alt: 'Stacked sacks of pulses on pallets inside a clean warehouse',
    },
  ] satisfies HeroImage[],
} as const

export const contactSection = {
  id: 'contact',
  title: 'Get in Touch',
  intro:
    'Buying in bulk, or want to sell your harvest through us? Send us a message and our trade desk will get back to you.',
  addressLabel: 'Office address',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  whatsappLabel: 'WhatsApp',
  whatsappText: 'Chat with us on WhatsApp',
  hoursLabel: 'Business hours',
  formTitle: 'Send us a message',
} as const

/** The sections below the hero, when their code could not be fetched (home-page.tsx). */
export const homeSectionsText = {
  loadFailed:
    'This part of the page could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
} as const

export const whatsappButtonLabel = 'Chat on WhatsApp (opens in a new tab)'

/** A pause/play toggle of something that moves by itself: "Pause client logos". */
export const pauseButtonText = {
  pause: 'Pause',
  play: 'Play',
  label: (action: 'Pause' | 'Play', what: string) => `${action} ${what}`,
} as const

/** What each pause button stops, for its accessible name ("Pause hero slideshow"). */
export const motionControls = {
  hero: 'hero slideshow',
  bestSellers: 'best seller rotation',
  clients: 'client logos',
} as const
