/**
 * The About page's words. SAMPLE CONTENT for a fictional company: people, supporters and
 * certifications are made up.
 */
import { site } from '@/config/site'
import { t } from '@/lib/i18n/macro'

export const FACTORY_CAPACITY = '600MT'

export interface Leader {
  name: string
  position: string
  image: string
  qualification?: string
  note?: string
}

export interface Supporter {
  name: string
  kind: string
  description: string
}

export interface Facility {
  title: string
  description: string
}

export interface Certification {
  name: string
  issuer: string
  description: string
}

export const LEADER_PLACEHOLDER_IMAGE = '/images/leaders/placeholder.svg'

export const aboutHero = {
  get eyebrow() {
    const brand = site.brand
    return t`About ${brand}`
  },
  get title() {
    return t`About Us`
  },
  get intro() {
    return t`From the grain mandis of Rajasthan to kitchens, retailers and processors across India, we move clean, graded pulses, grains and sugar in bulk, with every lot traceable to the farms it came from.`
  },
  get metaDescription() {
    const brand = site.brand
    const capacity = FACTORY_CAPACITY
    return t`Who ${brand} is: our story, supporters, leadership team, ${capacity} factory and warehouse in Jaipur, certifications and plans.`
  },
}

export const whoWeAre = {
  get eyebrow() {
    return t`Our story`
  },
  get heading() {
    return t`Who We Are`
  },
  get paragraphs() {
    const brand = site.brand
    return [
      t`${brand} is a Jaipur-based B2B agricultural marketplace and wholesaler. We connect verified farmers and suppliers with bulk buyers — retailers, HoReCa kitchens, food processors and distributors — and take care of everything in between: sourcing, quality checks, processing, packing, storage and delivery.`,
      t`We began as a family pulses trading house in the Jaipur grain market and have grown into a trade platform that combines the trust of the mandi with modern tools: transparent lot-wise quality reports, dynamic bulk pricing and secure, escrow-protected payments.`,
    ]
  },
  get facts() {
    return [
      { value: '2020', label: t`B2B trading platform launched` },
      { value: FACTORY_CAPACITY, label: t`Monthly production capacity` },
      { value: t`Jaipur`, label: t`Factory, warehouse and head office` },
    ]
  },
}

export const supportedBy = {
  get eyebrow() {
    return t`Partners`
  },
  get heading() {
    return t`Supported By`
  },
  get intro() {
    return t`Public programmes, incubators and farmer collectives that back our work with farmers and mandis.`
  },
  get note() {
    return t`Sample organisations: these names are fictional.`
  },
  /** Each supporter's name is its own (a proper name, as it stands in every language). */
  get supporters() {
    return [
      {
        name: 'Marudhara Agri-Marketing Board',
        kind: t`State programme`,
        description: t`Mandi Connect Programme supporting e-trading and transparent weighing at regional grain markets.`,
      },
      {
        name: 'Khet2Market Agritech Incubator',
        kind: t`Incubator`,
        description: t`Mentoring and seed support for our supplier onboarding and lot traceability tools.`,
      },
      {
        name: 'Pink City Food Processing Cluster',
        kind: t`Industry cluster`,
        description: t`Shared testing laboratory and training for cleaning, grading and packing teams.`,
      },
      {
        name: 'Kisan Sahyog FPO Network',
        kind: t`Farmer collective`,
        description: t`A network of farmer producer organisations that supplies pulses directly to our collection centres.`,
      },
    ] satisfies Supporter[]
  },
}

export const leadership = {
  get eyebrow() {
    return t`Our people`
  },
  get heading() {
    return t`Our Leadership Team`
  },
  get intro() {
    return t`The people who run our sourcing, quality, operations and customer relationships.`
  },
  portraitAlt: (name: string) => t`Portrait of ${name}`,
  get leaders() {
    return [
      {
        name: 'Harish Chandra Khandelwal',
        position: t`Founder & Managing Director`,
        image: '/images/leaders/leader-1.svg',
        qualification: 'B.Com',
        note: t`Has traded pulses in the Jaipur grain mandi for over 25 years.`,
      },
      {
        name: 'Sunita Khandelwal',
        position: t`Director, Finance`,
        image: '/images/leaders/leader-2.svg',
        qualification: t`Chartered Accountant`,
      },
      {
        name: 'Vikram Singh Rathore',
        position: t`Head of Procurement`,
        image: '/images/leaders/leader-3.svg',
        qualification: t`M.Sc. Agricultural Economics`,
        note: t`Built our network of verified farmers and FPOs across Rajasthan and Madhya Pradesh.`,
      },
      {
        name: 'Dr. Meenakshi Iyer',
        position: t`Head of Quality Assurance`,
        image: '/images/leaders/leader-4.svg',
        qualification: t`Ph.D. Food Science & Technology`,
        note: t`Runs our in-house grading laboratory.`,
      },
      {
        name: 'Arjun Mehta',
        position: t`Chief Operating Officer`,
        image: '/images/leaders/leader-5.svg',
        qualification: t`B.Tech, MBA (Operations)`,
      },
      {
        name: 'Farhan Qureshi',
        position: t`Head of Logistics & Warehousing`,
        image: '/images/leaders/leader-6.svg',
        note: t`Keeps dispatches on schedule from our Sitapura warehouse.`,
      },
      {
        name: 'Priya Nair',
        position: t`Head of Technology`,
        image: '/images/leaders/leader-7.svg',
        qualification: t`B.Tech, Computer Science`,
      },
      {
        name: 'Gurpreet Kaur',
        position: t`Head of People & Culture`,
        image: '/images/leaders/leader-8.svg',
        qualification: t`MBA (Human Resources)`,
      },
    ] satisfies Leader[]
  },
}

export const factory = {
  get eyebrow() {
    return t`Operations`
  },
  get heading() {
    return t`Factory & Operations`
  },
  get intro() {
    return t`Our plant in the Sitapura Industrial Area, Jaipur, cleans, grades, sorts and packs every lot before it reaches a buyer.`
  },
  capacity: {
    value: FACTORY_CAPACITY,
    get label() {
      return t`Production capacity per month`
    },
  },
  get facilities() {
    return [
      {
        title: t`Cleaning line`,
        description: t`Pre-cleaners, destoners and magnetic separators remove dust, stones, husk and metal from raw arrivals.`,
      },
      {
        title: t`Grading & sorting line`,
        description: t`Gravity separators and an optical colour sorter grade each lot by size and colour and reject discoloured or damaged grains.`,
      },
      {
        title: t`Primary processing`,
        description: t`Dal splitting and polishing turn whole pulses into ready-to-sell dals at the source, with less handling and less loss.`,
      },
      {
        title: t`Packing hall`,
        description: t`Lots are weighed and packed in 500gm, 1kg, 5kg and 30kg packs, each labelled with its lot number for traceability.`,
      },
      {
        title: t`Warehouse`,
        description: t`A dry, pest-controlled warehouse with raised stacking, moisture checks on every lot and first-in, first-out dispatch.`,
      },
      {
        title: t`Quality laboratory`,
        description: t`Moisture, foreign matter and broken-grain tests on every incoming and outgoing lot, recorded in a lot-wise report.`,
      },
    ] satisfies Facility[]
  },
}

export const certifications = {
  get eyebrow() {
    return t`Standards`
  },
  get heading() {
    return t`Certifications`
  },
  get intro() {
    return t`Registrations and standards our food business operates under.`
  },
  get note() {
    return t`Sample certifications for a fictional company; no real licence or registration numbers are shown.`
  },
  get items() {
    return [
      {
        name: t`FSSAI Licence`,
        issuer: t`Food Safety and Standards Authority of India`,
        description: t`Licensed to manufacture, store and trade food grains and pulses.`,
      },
      {
        name: 'ISO 22000',
        issuer: t`Food safety management system`,
        description: t`Hazard control across receiving, processing, packing and storage.`,
      },
      {
        name: t`APEDA Registration`,
        issuer: t`Agricultural & Processed Food Products Export Development Authority`,
        description: t`Registered for export contracts handled by our export desk.`,
      },
      {
        name: t`GST Registration`,
        issuer: t`Goods and Services Tax Network`,
        description: t`Tax invoices with GST details on every business order.`,
      },
    ] satisfies Certification[]
  },
}

export const futurePlans = {
  get eyebrow() {
    return t`What's next`
  },
  get heading() {
    return t`Future Plans`
  },
  shortTerm: {
    get heading() {
      return t`Short-term goals`
    },
    get goals() {
      return [
        t`Add a second optical sorting line to lift grading throughput.`,
        t`Open a collection centre in central India, closer to our pulse growers.`,
        t`Onboard 200 more verified farmers and farmer producer organisations.`,
        t`Launch millets and masale in our catalogue.`,
        t`Give buyers live order and dispatch tracking in their account.`,
      ]
    },
  },
  longTerm: {
    get heading() {
      return t`Long-term vision`
    },
    get text() {
      return t`To become India’s most trusted bridge between local harvests and global demand: a transparent trade ecosystem where every farmer gets a fair price, every buyer knows exactly what they are getting, and far less of the harvest is lost between field and plate.`
    },
  },
}
