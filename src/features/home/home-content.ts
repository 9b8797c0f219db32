/**
 * The copy of the home page's hero, its contact section and its controls (sample copy for the
 * fictional company). The sections between them have theirs in sections-content.ts.
 */
import { t } from '@/lib/i18n/macro'

export interface HeroImage {
  src: string
  alt: string
}

export const hero = {
  get badge() {
    return t`Trusted by 15000+ Businesses`
  },
  get title() {
    return t`Bridging Local Harvests with Global Demand`
  },
  get intro() {
    return t`We connect verified farmers and suppliers across India with bulk buyers at home and abroad. Certified pulses, grains and sugar, inspected and traceable from farm to warehouse, delivered on time.`
  },
  get supplierLabel() {
    return t`Become a Supplier`
  },
  imageSize: { width: 800, height: 600 },
  get images() {
    return [
      {
        src: '/images/hero/hero-1.svg',
        alt: t`Heaps of red lentils, pigeon peas, green gram and kidney beans`,
      },
      {
        src: '/images/hero/hero-2.svg',
        alt: t`A golden grain field at harvest under the evening sun`,
      },
      {
        src: '/images/hero/hero-3.svg',
        alt: t`Stacked sacks of pulses on pallets inside a clean warehouse`,
      },
    ] satisfies HeroImage[]
  },
} as const

export const contactSection = {
  id: 'contact',
  get title() {
    return t`Get in Touch`
  },
  get intro() {
    return t`Buying in bulk, or want to sell your harvest through us? Send us a message and our trade desk will get back to you.`
  },
  get addressLabel() {
    return t`Office address`
  },
  get emailLabel() {
    return t`Email`
  },
  get phoneLabel() {
    return t`Phone`
  },
  whatsappLabel: 'WhatsApp',
  get whatsappText() {
    return t`Chat with us on WhatsApp`
  },
  get hoursLabel() {
    return t`Business hours`
  },
  get formTitle() {
    return t`Send us a message`
  },
} as const

/** The sections below the hero, when their code could not be fetched (home-page.tsx). */
export const homeSectionsText = {
  get loadFailed() {
    return t`This part of the page could not be loaded. Please check your connection and try again.`
  },
  get retry() {
    return t`Try again`
  },
} as const

/** The floating WhatsApp button's accessible name (whatsapp-button.tsx). */
export const whatsappButtonText = {
  get label() {
    return t`Chat on WhatsApp (opens in a new tab)`
  },
} as const

/** A pause/play toggle of something that moves by itself: "Pause client logos". */
export const pauseButtonText = {
  get pause() {
    return t`Pause`
  },
  get play() {
    return t`Play`
  },
  /** The button's name: `action` is `pause` or `play` above, `what` one of motionControls. */
  label: (action: string, what: string) => t`${action} ${what}`,
  /**
   * The same words with the action shown and what it acts on read out only: the tag `what` marks
   * the words hidden from sight (pause-button.tsx).
   */
  shown: (action: string, what: string) => t`${action} <what>${what}</what>`,
} as const

/** What each pause button stops, for its accessible name ("Pause hero slideshow"). */
export const motionControls = {
  get hero() {
    return t`hero slideshow`
  },
  get bestSellers() {
    return t`best seller rotation`
  },
  get clients() {
    return t`client logos`
  },
} as const
