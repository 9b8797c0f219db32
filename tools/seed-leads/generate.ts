/**
 * SAMPLE leads for the trade desk, made up but shaped exactly as the site writes them
 * (src/lib/leads/submit/record.ts), with where the desk has got with each: ~70% order requests
 * (Buy Now and enquiry lists of the catalogue's own products, sizes and prices), ~20% contact
 * messages, ~10% job applications for the listed openings. Pure: the same seed, catalogue and
 * `now` make the same leads.
 */
import type { Locale } from '../../src/config/locales.ts'
import { leadSearch } from '../../src/lib/leads/lead-search.ts'
import { LEAD_ID_LENGTH } from '../../src/lib/leads/submit/lead-id.ts'
import {
  COLLECTIONS,
  type ContactMessageDocument,
  type JobApplicationDocument,
  type LeadDocument,
  type LeadSearch,
  type OrderRequestDocument,
} from '../../src/lib/schema.ts'
import { deskStatus, sampleCreatedAt, type DeskStatus } from './lead-timeline.ts'
import { sampleOrder, type SampleProduct } from './order-lines.ts'
import {
  sampleBuyer,
  samplePerson,
  sampleTown,
  sampleCode,
  sampleUid,
  type Buyer,
} from './people.ts'
import { seededRandom, type Random } from './random.ts'
import { APPLICATION_MESSAGES, CONTACT_TOPICS } from './sample-people.ts'

/** A job opening as its listing names it (seed/jobListings.json, or the running Firestore's). */
export interface SampleJob {
  id: number | string
  title: string
  department: string
  type: string
  /** False once staff closed it; missing means open. */
  open?: boolean
}

/** Buyers the orders come from. */
const BUYERS = 2500
/** newLeadId's alphabet (src/lib/leads/submit/lead-id.ts). */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Leads sent from the Hindi pages, which the site records as written in Hindi: about one in four. */
const HINDI_SHARE = 0.25

/** The language of the page a lead was sent from, as the site records it. */
const sampleLanguage = (random: Random): Locale => (random.chance(HINDI_SHARE) ? 'hi' : 'en')

/** A lead's stored fields; `search` is missing on a lead written before search existed (--old). */
type Stored<T extends LeadDocument> = Omit<T, 'search'> & { search?: LeadSearch } & DeskStatus

export type SampleLead =
  | { collection: typeof COLLECTIONS.orderRequests; id: string; data: Stored<OrderRequestDocument> }
  | {
      collection: typeof COLLECTIONS.contactMessages
      id: string
      data: Stored<ContactMessageDocument>
    }
  | {
      collection: typeof COLLECTIONS.jobApplications
      id: string
      data: Stored<JobApplicationDocument>
    }

export interface SampleOptions {
  count: number
  seed: string
  /** The dates go back SAMPLE_DAYS (lead-timeline.ts) from here. */
  now: Date
  /** Write each lead's search map, as the site does now (false: as it did before search). */
  withSearch: boolean
  products: readonly SampleProduct[]
  jobs: readonly SampleJob[]
  /** Who set the statuses: the local stack's staff account. */
  staffUid: string
}

function orderRequest(
  random: Random,
  id: string,
  buyer: Buyer,
  options: SampleOptions,
): SampleLead {
  const order = sampleOrder(random, buyer, options.products)
  const createdAt = sampleCreatedAt(random, options.now)
  const { status = 'new', ...moved } = deskStatus(
    random,
    COLLECTIONS.orderRequests,
    createdAt,
    options.now,
    options.staffUid,
  )
  const input = {
    source: order.source,
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    company: order.company,
    delivery: order.delivery,
    message: order.message,
    gstin: buyer.gstin,
    gstState: buyer.gstState,
    lines: order.lines,
    totalKg: order.totalKg,
    total: order.total,
  }
  return {
    collection: COLLECTIONS.orderRequests,
    id,
    data: {
      authorUid: buyer.uid,
      ...input,
      notified: true,
      status,
      ...(options.withSearch
        ? { search: leadSearch(id, { kind: COLLECTIONS.orderRequests, ...input }) }
        : {}),
      language: sampleLanguage(random),
      createdAt,
      ...moved,
    },
  }
}

function contactMessage(
  random: Random,
  id: string,
  buyers: readonly Buyer[],
  options: SampleOptions,
): SampleLead {
  const sender = random.chance(0.5) ? random.pick(buyers) : null
  const town = sender?.town ?? sampleTown(random, sampleCode(random))
  const person = sender ?? samplePerson(random, town)
  const [subject, message] = random.pick(CONTACT_TOPICS)
  const product = options.products.length > 0 ? random.pick(options.products).name : 'Arhar Dal'
  const fill = (text: string) => text.replaceAll('{p}', product).replaceAll('{t}', town.name)
  const input = {
    from_name: person.name,
    from_email: person.email,
    subject: fill(subject),
    message: fill(message),
  }
  const createdAt = sampleCreatedAt(random, options.now)
  return {
    collection: COLLECTIONS.contactMessages,
    id,
    data: {
      authorUid: sender?.uid ?? sampleUid(random),
      ...input,
      notified: true,
      ...(options.withSearch
        ? { search: leadSearch(id, { kind: COLLECTIONS.contactMessages, ...input }) }
        : {}),
      language: sampleLanguage(random),
      createdAt,
      ...deskStatus(random, COLLECTIONS.contactMessages, createdAt, options.now, options.staffUid),
    },
  }
}

function cvLink(random: Random, first: string, surname: string): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
  const roll = random.next()
  if (roll < 0.5) return `https://drive.google.com/file/d/${random.token(33, letters)}/view`
  if (roll < 0.7) return `https://docs.google.com/document/d/${random.token(44, letters)}/edit`
  const handle = `${first}-${surname}`.toLowerCase().replace(/[^a-z-]+/g, '')
  return `https://www.linkedin.com/in/${handle}-${random.token(6, '0123456789abcdef')}`
}

function jobApplication(
  random: Random,
  id: string,
  job: SampleJob,
  options: SampleOptions,
): SampleLead {
  const town = sampleTown(random, random.chance(0.7) ? '08' : sampleCode(random))
  const person = samplePerson(random, town)
  const input = {
    name: person.name,
    email: person.email,
    phone: person.phone,
    cvLink: cvLink(random, person.latin.first, person.latin.surname),
    message: random.chance(0.6) ? random.pick(APPLICATION_MESSAGES) : '',
    jobId: String(job.id),
    job_title: job.title,
    job_department: job.department,
    job_type: job.type,
  }
  const createdAt = sampleCreatedAt(random, options.now)
  return {
    collection: COLLECTIONS.jobApplications,
    id,
    data: {
      authorUid: sampleUid(random),
      ...input,
      notified: true,
      ...(options.withSearch
        ? { search: leadSearch(id, { kind: COLLECTIONS.jobApplications, ...input }) }
        : {}),
      language: sampleLanguage(random),
      createdAt,
      ...deskStatus(random, COLLECTIONS.jobApplications, createdAt, options.now, options.staffUid),
    },
  }
}

/** `options.count` sample leads, newest and oldest mixed, as the seed makes them. */
export function sampleLeads(options: SampleOptions): SampleLead[] {
  if (options.products.length === 0) throw new Error('the catalogue has no products to order')
  const random = seededRandom(options.seed)
  // Buyers come back (10,000 leads are some four per buyer), so one buyer's leads can be found
  // together. Drawn apart from the leads: a seed's first 100 leads are those of its 10,000.
  const buyerRandom = seededRandom(`${options.seed}:buyers`)
  const buyers = Array.from({ length: BUYERS }, () => sampleBuyer(buyerRandom))
  const openJobs = options.jobs.filter((job) => job.open !== false)
  const mix =
    openJobs.length > 0
      ? { order: 70, contact: 20, application: 10 }
      : { order: 70, contact: 30, application: 0 }
  return Array.from({ length: options.count }, () => {
    const id = random.token(LEAD_ID_LENGTH, ID_ALPHABET)
    switch (random.weighted(mix)) {
      case 'order':
        return orderRequest(random, id, random.pick(buyers), options)
      case 'contact':
        return contactMessage(random, id, buyers, options)
      case 'application':
        return jobApplication(random, id, random.pick(openJobs), options)
    }
  })
}
