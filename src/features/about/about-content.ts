/**
 * The About page's words. SAMPLE CONTENT for a fictional company: people, supporters and
 * certifications are made up.
 */
import { site } from '@/config/site'

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
  eyebrow: `About ${site.brand}`,
  title: 'About Us',
  intro:
    'From the grain mandis of Rajasthan to kitchens, retailers and processors across India, we move clean, graded pulses, grains and sugar in bulk, with every lot traceable to the farms it came from.',
  metaDescription: `Who ${site.brand} is: our story, supporters, leadership team, ${FACTORY_CAPACITY} factory and warehouse in Jaipur, certifications and plans.`,
}

export const whoWeAre = {
  eyebrow: 'Our story',
  heading: 'Who We Are',
  paragraphs: [
    `${site.brand} is a Jaipur-based B2B agricultural marketplace and wholesaler. We connect verified farmers and suppliers with bulk buyers — retailers, HoReCa kitchens, food processors and distributors — and take care of everything in between: sourcing, quality checks, processing, packing, storage and delivery.`,
    'We began as a family pulses trading house in the Jaipur grain market and have grown into a trade platform that combines the trust of the mandi with modern tools: transparent lot-wise quality reports, dynamic bulk pricing and secure, escrow-protected payments.',
  ],
  facts: [
    { value: '2020', label: 'B2B trading platform launched' },
    { value: FACTORY_CAPACITY, label: 'Monthly production capacity' },
    { value: 'Jaipur', label: 'Factory, warehouse and head office' },
  ],
}

export const supportedBy = {
  eyebrow: 'Partners',
  heading: 'Supported By',
  intro:
    'Public programmes, incubators and farmer collectives that back our work with farmers and mandis.',
  note: 'Sample organisations: these names are fictional.',
  supporters: [
    {
      name: 'Marudhara Agri-Marketing Board',
      kind: 'State programme',
      description:
        'Mandi Connect Programme supporting e-trading and transparent weighing at regional grain markets.',
    },
    {
      name: 'Khet2Market Agritech Incubator',
      kind: 'Incubator',
      description:
        'Mentoring and seed support for our supplier onboarding and lot traceability tools.',
    },
    {
      name: 'Pink City Food Processing Cluster',
      kind: 'Industry cluster',
      description:
        'Shared testing laboratory and training for cleaning, grading and packing teams.',
    },
    {
      name: 'Kisan Sahyog FPO Network',
      kind: 'Farmer collective',
      description:
        'A network of farmer producer organisations that supplies pulses directly to our collection centres.',
    },
  ] satisfies Supporter[],
}

export const leadership = {
  eyebrow: 'Our people',
  heading: 'Our Leadership Team',
  intro: 'The people who run our sourcing, quality, operations and customer relationships.',
  portraitAlt: (name: string) => `Portrait of ${name}`,
  leaders: [
    {
      name: 'Harish Chandra Khandelwal',
      position: 'Founder & Managing Director',
      image: '/images/leaders/leader-1.svg',
      qualification: 'B.Com',
      note: 'Has traded pulses in the Jaipur grain mandi for over 25 years.',
    },
    {
      name: 'Sunita Khandelwal',
      position: 'Director, Finance',
      image: '/images/leaders/leader-2.svg',
      qualification: 'Chartered Accountant',
    },
    {
      name: 'Vikram Singh Rathore',
      position: 'Head of Procurement',
      image: '/images/leaders/leader-3.svg',
      qualification: 'M.Sc. Agricultural Economics',
      note: 'Built our network of verified farmers and FPOs across Rajasthan and Madhya Pradesh.',
    },
    {
      name: 'Dr. Meenakshi Iyer',
      position: 'Head of Quality Assurance',
      image: '/images/leaders/leader-4.svg',
      qualification: 'Ph.D. Food Science & Technology',
      note: 'Runs our in-house grading laboratory.',
    },
    {
      name: 'Arjun Mehta',
      position: 'Chief Operating Officer',
      image: '/images/leaders/leader-5.svg',
      qualification: 'B.Tech, MBA (Operations)',
    },
    {
      name: 'Farhan Qureshi',
      position: 'Head of Logistics & Warehousing',
      image: '/images/leaders/leader-6.svg',
      note: 'Keeps dispatches on schedule from our Sitapura warehouse.',
    },
    {
      name: 'Priya Nair',
      position: 'Head of Technology',
      image: '/images/leaders/leader-7.svg',
      qualification: 'B.Tech, Computer Science',
    },
    {
      name: 'Gurpreet Kaur',
      position: 'Head of People & Culture',
      image: '/images/leaders/leader-8.svg',
      qualification: 'MBA (Human Resources)',
    },
  ] satisfies Leader[],
}

export const factory = {
  eyebrow: 'Operations',
  heading: 'Factory & Operations',
  intro:
    'Our plant in the Sitapura Industrial Area, Jaipur, cleans, grades, sorts and packs every lot before it reaches a buyer.',
  capacity: { value: FACTORY_CAPACITY, label: 'Production capacity per month' },
  facilities: [
    {
      title: 'Cleaning line',
      description:
        'Pre-cleaners, destoners and magnetic separators remove dust, stones, husk and metal from raw arrivals.',
    },
    {
      title: 'Grading & sorting line',
      description:
        'Gravity separators and an optical colour sorter grade each lot by size and colour and reject discoloured or damaged grains.',
    },
    {
      title: 'Primary processing',
      description:
        'Dal splitting and polishing turn whole pulses into ready-to-sell dals at the source, with less handling and less loss.',
    },
    {
      title: 'Packing hall',
      description:
        'Lots are weighed and packed in 500gm, 1kg, 5kg and 30kg packs, each labelled with its lot number for traceability.',
    },
    {
      title: 'Warehouse',
      description:
        'A dry, pest-controlled warehouse with raised stacking, moisture checks on every lot and first-in, first-out dispatch.',
    },
    {
      title: 'Quality laboratory',
      description:
        'Moisture, foreign matter and broken-grain tests on every incoming and outgoing lot, recorded in a lot-wise report.',
    },
  ] satisfies Facility[],
}

export const certifications = {
  eyebrow: 'Standards',
  heading: 'Certifications',
  intro: 'Registrations and standards our food business operates under.',
  note: 'Sample certifications for a fictional company; no real licence or registration numbers are shown.',
  items: [
    {
      name: 'FSSAI Licence',
      issuer: 'Food Safety and Standards Authority of India',
      description: 'Licensed to manufacture, store and trade food grains and pulses.',
    },
    {
      name: 'ISO 22000',
      issuer: 'Food safety management system',
      description: 'Hazard control across receiving, processing, packing and storage.',
    },
    {
      name: 'APEDA Registration',
      issuer: 'Agricultural & Processed Food Products Export Development Authority',
      description: 'Registered for export contracts handled by our export desk.',
    },
    {
      name: 'GST Registration',
      issuer: 'Goods and Services Tax Network',
      description: 'Tax invoices with GST details on every business order.',
    },
  ] satisfies Certification[],
}

export const futurePlans = {
  eyebrow: "What's next",
  heading: 'Future Plans',
  shortTerm: {
    heading: 'Short-term goals',
    goals: [
      'Add a second optical sorting line to lift grading throughput.',
      'Open a collection centre in central India, closer to our pulse growers.',
      'Onboard 200 more verified farmers and farmer producer organisations.',
      'Launch millets and masale in our catalogue.',
      'Give buyers live order and dispatch tracking in their account.',
    ],
  },
  longTerm: {
    heading: 'Long-term vision',
    text: 'To become India’s most trusted bridge between local harvests and global demand: a transparent trade ecosystem where every farmer gets a fair price, every buyer knows exactly what they are getting, and far less of the harvest is lost between field and plate.',
  },
}
