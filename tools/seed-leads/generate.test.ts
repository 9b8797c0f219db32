import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { isEmailAddress, isPhoneNumber } from '../../src/config/field-rules.ts'
import { LEAD_STATUSES } from '../../src/lib/desk-schema.ts'
import { activate } from '../../src/lib/i18n/runtime.ts'
import { deskLeadFrom } from '../../src/lib/leads/desk/records.ts'
import { isLeadId } from '../../src/lib/leads/submit/lead-id.ts'
import {
  contactMessageDocument,
  jobApplicationDocument,
  orderRequestDocument,
} from '../../src/lib/leads/submit/record.ts'
import { PACK_SIZES, type PriceMap } from '../../src/lib/schema.ts'
import { validateGstin } from '../../src/lib/util/gstin.ts'
import { PACK_KG } from '../../src/lib/util/pricing.ts'
import { sampleLeads, type SampleJob, type SampleOptions } from './generate.ts'
import { SAMPLE_DAYS } from './lead-timeline.ts'
import { packKg, type SampleProduct } from './order-lines.ts'

const seed = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../../seed/${name}.json`, import.meta.url), 'utf8')) as T
const products: SampleProduct[] = seed<{ product: string; prices: PriceMap }[]>('products').map(
  ({ product, prices }) => ({ name: product, prices }),
)
const jobs = seed<SampleJob[]>('jobListings')
const NOW = new Date('2026-11-28T12:00:00Z')
const options: SampleOptions = {
  count: 2000,
  seed: 'test',
  now: NOW,
  withSearch: true,
  products,
  jobs,
  staffUid: 'local-staff-desk',
}
const leads = sampleLeads(options)

/** What the write sets (createdAt) and the desk changes: the rest is the site's document. */
const DESK_FIELDS = ['createdAt', 'notified', 'status', 'statusBy', 'statusAt']
/** A stored lead as the desk's reader takes it: any document's fields. */
const asFields = (record: object): Record<string, unknown> => ({ ...record })
const without = (record: object, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)))

describe('sample leads', () => {
  afterAll(() => activate('en', null))

  it('are sent from the pages of either language, most of them English', () => {
    const hindi = leads.filter((lead) => lead.data.language === 'hi').length
    expect(leads.every((lead) => lead.data.language === 'hi' || lead.data.language === 'en')).toBe(
      true,
    )
    expect(hindi / leads.length).toBeCloseTo(0.25, 1)
  })

  it('are the same for the same seed, and others for another', () => {
    expect(sampleLeads({ ...options, count: 50 })).toEqual(leads.slice(0, 50))
    expect(sampleLeads({ ...options, count: 50, seed: 'other' })[0]?.id).not.toBe(leads[0]?.id)
  })

  it('are about 70% orders, 20% messages and 10% applications, each with its own lead id', () => {
    const share = (collection: string) =>
      leads.filter((lead) => lead.collection === collection).length / leads.length
    expect(share('orderRequests')).toBeCloseTo(0.7, 1)
    expect(share('contactMessages')).toBeCloseTo(0.2, 1)
    expect(share('jobApplications')).toBeCloseTo(0.1, 1)
    expect(leads.every((lead) => isLeadId(lead.id))).toBe(true)
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(leads.length)
  })

  it('are stored exactly as the site stores them, plus where the desk has got with them', () => {
    for (const { collection, id, data } of leads) {
      // Sent from a page in the lead's language.
      activate(data.language ?? 'en', null)
      const site =
        collection === 'orderRequests'
          ? orderRequestDocument(id, data.authorUid, data)
          : collection === 'contactMessages'
            ? contactMessageDocument(id, data.authorUid, data)
            : jobApplicationDocument(id, data.authorUid, data)
      expect(without(data, DESK_FIELDS)).toEqual(without(site, DESK_FIELDS))
      expect(data.notified).toBe(true)
      expect(deskLeadFrom(collection, id, asFields(data))).not.toBeNull()
      if (data.status !== 'new' && data.status !== undefined) {
        expect(data.statusBy).toBe('local-staff-desk')
        expect(data.statusAt!.getTime()).toBeGreaterThanOrEqual(data.createdAt.getTime())
      }
    }
  })

  it('order the catalogue’s products at its prices, with totals the lines come to', () => {
    const orders = leads.flatMap((lead) => (lead.collection === 'orderRequests' ? [lead.data] : []))
    expect(new Set(orders.map((order) => order.source))).toEqual(new Set(['buy-now', 'enquiry']))
    for (const order of orders) {
      expect(order.lines.length).toBeGreaterThanOrEqual(1)
      expect(order.lines.length).toBeLessThanOrEqual(order.source === 'buy-now' ? 1 : 6)
      let total = 0
      let kg = 0
      for (const line of order.lines) {
        if (line.size !== '') {
          const product = products.find((p) => p.name === line.product)
          expect(line.packPrice).toBe(product?.prices[line.size])
          expect(line.packPrice).toBeGreaterThan(0)
          kg += PACK_KG[line.size] * line.packs
        } else expect(line.packPrice).toBe(0)
        total += line.packs * line.packPrice
      }
      expect(Math.abs(order.total - total)).toBeLessThan(0.01)
      expect(order.totalKg).toBeCloseTo(kg, 6)
    }
  })

  it('carry valid GSTINs of the state they name, and phones and e-mails the forms take', () => {
    for (const { collection, data } of leads) {
      if (collection === 'orderRequests') {
        const gstin = validateGstin(data.gstin)
        expect(gstin).toMatchObject({ valid: true, stateName: data.gstState })
      }
      if ('phone' in data) expect(isPhoneNumber(data.phone), data.phone).toBe(true)
      const email = 'email' in data ? data.email : data.from_email
      expect(isEmailAddress(email) && email.endsWith('.example'), email).toBe(true)
    }
  })

  it('spread over the last days and over every status of the desk', () => {
    const oldest = NOW.getTime() - (SAMPLE_DAYS + 1) * 24 * 60 * 60 * 1000
    for (const { data } of leads) {
      expect(data.createdAt.getTime()).toBeGreaterThanOrEqual(oldest)
      expect(data.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime())
    }
    for (const collection of ['orderRequests', 'contactMessages', 'jobApplications']) {
      const statuses = leads
        .filter((lead) => lead.collection === collection)
        .map((lead) => lead.data.status ?? 'new')
      expect(new Set(statuses)).toEqual(new Set(LEAD_STATUSES))
    }
  })

  it('leave out the search map when written as before search (--old)', () => {
    const old = sampleLeads({ ...options, count: 100, withSearch: false })
    expect(old.some((lead) => 'search' in lead.data)).toBe(false)
    expect(old.map((lead) => lead.id)).toEqual(leads.slice(0, 100).map((lead) => lead.id))
  })

  it('weigh each pack size as the site does', () => {
    for (const size of PACK_SIZES) expect(packKg(size)).toBe(PACK_KG[size])
  })
})
