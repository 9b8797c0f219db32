// @vitest-environment node
/**
 * Each section's schema, from the form's text to the record staff write: what it takes, what it
 * refuses and says, and that the site's own read (catalogRecordCheck) takes every record it gives.
 */
import { describe, expect, it } from 'vitest'
import seedFeatured from '../../../../../seed/featuredProducts.json'
import seedJobs from '../../../../../seed/jobListings.json'
import seedRetailers from '../../../../../seed/maplist.json'
import seedProducts from '../../../../../seed/products.json'
import seedShortPosts from '../../../../../seed/blogShortPosts.json'
import { validate } from '@/components/ui/validate'
import { catalogRecordCheck } from '@/lib/catalog/catalog'
import type { DeskCollection, DeskDocument } from '@/lib/catalog/desk-catalog'
import { CATALOGUE_LIMITS, INDIA_BOUNDS, PRICE_MAX } from '@/lib/desk-schema'
import { INVALID } from '@/lib/util/check'
import { catalogueCopy } from '@/features/desk/catalogue/catalogue-content'
import { featuredSection } from './featured'
import { jobsSection, nextJobNumber } from './jobs'
import { postsSection, shortPostsSection } from './posts'
import { productsSection } from './products'
import { retailersSection } from './retailers'
import type { DeskContext, SectionSpec, Values } from './section'

const e = catalogueCopy.errors
const doc = (id: string, data: Record<string, unknown>): DeskDocument => ({ id, data })

/** The section's schema run on `values` (over a new record's empty form). */
function parse<K extends DeskCollection>(
  section: SectionSpec<K>,
  values: Values,
  context: DeskContext = {},
  existing: DeskDocument | null = null,
) {
  return validate(section.schema(context, existing), { ...section.values(null), ...values })
}

function record<K extends DeskCollection>(...args: Parameters<typeof parse<K>>) {
  const result = parse(...args)
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`)
  return result.data
}

const errors = <K extends DeskCollection>(...args: Parameters<typeof parse<K>>) => {
  const result = parse(...args)
  return result.ok ? {} : result.errors
}

/** What the site's read of `key` makes of `stored`: the same record, or INVALID. */
const siteReads = (key: DeskCollection, stored: object) => catalogRecordCheck(key)(stored)

const CREATED = new Date('2026-11-20T10:00:00Z')

describe('products', () => {
  const typed = {
    product: ' Toor Dal ',
    category: 'pulses',
    image: '/images/products/arhar-dal.svg',
    aliases: 'toor\n\n  tuvar dal \n',
    'price-500gm': '',
    'price-1kg': '1,48.50',
    'price-5kg': '715',
    'price-30kg': '0',
  }

  it('makes the record the site reads: prices as numbers, an empty size left out', () => {
    const product = record(productsSection, typed)
    expect(product).toStrictEqual({
      product: 'Toor Dal',
      image: '/images/products/arhar-dal.svg',
      prices: { '1kg': 148.5, '5kg': 715, '30kg': 0 },
      category: 'pulses',
      aliases: ['toor', 'tuvar dal'],
    })
    expect(siteReads('products', product)).toStrictEqual({
      ...product,
      // The site reads a size priced 0 as not sold.
      prices: { '1kg': 148.5, '5kg': 715 },
    })
  })

  it('leaves out a category and names that were not given', () => {
    const product = record(productsSection, { ...typed, category: '', aliases: ' \n' })
    expect(product).not.toHaveProperty('category')
    expect(product).not.toHaveProperty('aliases')
    expect(siteReads('products', product)).not.toBe(INVALID)
  })

  it('refuses a picture from elsewhere, a bad price and too many or too long names', () => {
    const [items, chars] = CATALOGUE_LIMITS.products.aliases
    expect(
      errors(productsSection, {
        ...typed,
        product: ' ',
        image: 'https://example.com/dal.jpg',
        'price-1kg': '12.345',
        'price-5kg': String(PRICE_MAX + 1),
        'price-30kg': '-5',
        aliases: Array.from({ length: items + 1 }, (_, i) => `name ${i}`).join('\n'),
      }),
    ).toEqual({
      product: e.required,
      image: e.image,
      'price-1kg': e.price,
      'price-5kg': e.price,
      'price-30kg': e.price,
      aliases: e.tooManyLines(items),
    })
    expect(
      errors(productsSection, { ...typed, aliases: `toor\n${'x'.repeat(chars + 1)}` }),
    ).toEqual({ aliases: e.lineTooLong(2, chars) })
    expect(errors(productsSection, { ...typed, category: 'spices' })).toEqual({
      category: e.category,
    })
  })

  it('keeps its tax facts and its least order: an HSN code, a GST rate and a weight', () => {
    const product = record(productsSection, {
      ...typed,
      hsn: ' 071360 ',
      gstRate: '5',
      minOrderKg: '30',
    })
    expect(product).toMatchObject({ hsn: '071360', gstRate: 5, minOrderKg: 30 })
    expect(siteReads('products', product)).toMatchObject({
      hsn: '071360',
      gstRate: 5,
      minOrderKg: 30,
    })
    const none = record(productsSection, { ...typed, hsn: '', gstRate: '', minOrderKg: '' })
    for (const key of ['hsn', 'gstRate', 'minOrderKg']) expect(none).not.toHaveProperty(key)
  })

  it('refuses an HSN code that is not 4 to 8 digits, a rate off the list and a least order of 0 or too much', () => {
    const { minOrderKg } = CATALOGUE_LIMITS.products
    for (const hsn of ['071', '071340001', '07A340']) {
      expect(errors(productsSection, { ...typed, hsn }), hsn).toEqual({ hsn: e.hsn })
    }
    expect(errors(productsSection, { ...typed, gstRate: '7' })).toEqual({ gstRate: e.gstRate })
    for (const kg of ['0', '-1', String(minOrderKg + 1), 'lots']) {
      expect(errors(productsSection, { ...typed, minOrderKg: kg }), kg).toEqual({
        minOrderKg: e.minOrderKg,
      })
    }
    expect(errors(productsSection, { ...typed, minOrderKg: String(minOrderKg) })).toEqual({})
  })

  it('keeps its Hindi name, trimmed, and shows it under the name in the list', () => {
    const product = record(productsSection, { ...typed, hindiName: ' अरहर (तूर) दाल ' })
    expect(product).toMatchObject({ hindiName: 'अरहर (तूर) दाल' })
    expect(siteReads('products', product)).toMatchObject({ hindiName: 'अरहर (तूर) दाल' })
    expect(productsSection.summary(product, {})).toMatchObject({
      title: 'Toor Dal',
      otherName: { text: 'अरहर (तूर) दाल', lang: 'hi' },
    })
    expect(record(productsSection, { ...typed, hindiName: ' ' })).not.toHaveProperty('hindiName')
    expect(productsSection.summary(record(productsSection, typed), {})).not.toHaveProperty(
      'otherName',
    )
  })

  it('refuses a Hindi name without Devanagari, or shorter or longer than the rules take', () => {
    const [fewest, most] = CATALOGUE_LIMITS.products.hindiName
    for (const hindiName of ['Toor Dal', '12', 'द'.repeat(fewest - 1)]) {
      expect(errors(productsSection, { ...typed, hindiName }), hindiName).toEqual({
        hindiName: e.hindiName,
      })
    }
    expect(errors(productsSection, { ...typed, hindiName: 'द'.repeat(most + 1) })).toEqual({
      hindiName: e.tooLong(most),
    })
    for (const hindiName of ['द'.repeat(fewest), 'द'.repeat(most), 'Malka मसूर']) {
      expect(errors(productsSection, { ...typed, hindiName }), hindiName).toEqual({})
    }
  })

  it('saves every seeded product back as it is stored', () => {
    for (const { id, ...stored } of seedProducts) {
      expect(record(productsSection, productsSection.values(stored)), id).toStrictEqual(stored)
    }
  })
})

describe('featured products', () => {
  const context: DeskContext = { products: [doc('masoor-dal', { product: 'Masoor Dal' })] }
  const typed = {
    name: 'Masoor Dal',
    productId: 'masoor-dal',
    description: 'Split red lentils.',
    image: '/images/products/masoor-dal.svg',
    features: 'Stone-free\nMalka grade',
  }

  it('names a product of the catalogue, and carries no prices of its own', () => {
    expect(record(featuredSection, typed, context)).toStrictEqual({
      ...typed,
      features: ['Stone-free', 'Malka grade'],
    })
  })

  it('refuses a product that is not in the catalogue', () => {
    expect(errors(featuredSection, { ...typed, productId: 'gone' }, context)).toEqual({
      productId: e.chooseProduct,
    })
    expect(errors(featuredSection, { ...typed, productId: '' }, context)).toEqual({
      productId: e.chooseProduct,
    })
  })

  it('is taken by the site’s read of featured products as it is', () => {
    const featured = record(featuredSection, typed, context)
    expect(siteReads('featuredProducts', featured)).toStrictEqual(featured)
  })

  it('saves every seeded featured product back as it is stored', () => {
    const products = { products: seedProducts.map(({ id, ...data }) => doc(id, data)) }
    for (const { id, ...stored } of seedFeatured) {
      expect(record(featuredSection, featuredSection.values(stored), products), id).toStrictEqual(
        stored,
      )
    }
  })
})

describe('jobs', () => {
  const jobs = [doc('a', { id: 101 }), doc('b', { id: 110 }), doc('c', { id: 'x' })]
  const typed = {
    title: 'Warehouse Assistant',
    department: 'Operations',
    location: 'Jaipur',
    type: 'Full-time',
    experience: '0-1 years',
    salary: '₹2.4 LPA',
    postedDate: '2026-11-27',
    duration: ' ',
    reportingTo: 'Warehouse Supervisor',
    description: 'Receives and dispatches stock.',
    responsibilities: '',
    requirements: 'Can lift 30 kg\nReads Hindi',
  }

  it('numbers a new opening after the highest so far, and opens it', () => {
    expect(nextJobNumber(jobs)).toBe(111)
    expect(nextJobNumber([])).toBe(1)
    const job = record(jobsSection, typed, { jobListings: jobs })
    expect(job).toStrictEqual({
      ...typed,
      duration: undefined,
      responsibilities: [],
      requirements: ['Can lift 30 kg', 'Reads Hindi'],
      id: 111,
      open: true,
    })
    const { duration, ...given } = job
    expect(duration).toBeUndefined()
    expect(siteReads('jobListings', { ...job, createdAt: CREATED })).toStrictEqual({
      ...given,
      createdAt: CREATED,
    })
  })

  it('keeps an edited opening’s number and whether it is open', () => {
    const closed = doc('b', { id: 110, open: false })
    const job = record(jobsSection, typed, { jobListings: jobs }, closed)
    expect(job).toMatchObject({ id: 110, open: false })
  })

  it('refuses a date that is not one, and an empty required field', () => {
    expect(errors(jobsSection, { ...typed, postedDate: '2026-02-30', salary: '' })).toEqual({
      postedDate: e.date,
      salary: e.required,
    })
  })

  it('saves every seeded opening back as it is stored', () => {
    for (const { createdAt, ...stored } of seedJobs) {
      const context = { jobListings: [doc(String(stored.id), stored)] }
      const saved = record(jobsSection, jobsSection.values(stored), context, context.jobListings[0])
      expect(saved, stored.title).toStrictEqual({
        duration: undefined,
        reportingTo: undefined,
        ...stored,
        open: true,
      })
      expect(siteReads('jobListings', { ...saved, createdAt: new Date(createdAt) })).not.toBe(
        INVALID,
      )
    }
  })
})

describe('blog posts', () => {
  const typed = {
    title: 'Storing pulses in summer',
    date: '2026-06-01',
    readTime: '5 min read',
    shortDescription: 'Keep them dry.',
    description: 'Long text.\n\nMore text.',
    imageUrl: '/images/blog/storing-pulses-in-summer.svg',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    authorAdvice: '',
    viewPostLink: '',
  }

  it('takes a video the blog plays, and empty optional fields as empty', () => {
    const post = record(postsSection, typed)
    expect(post).toStrictEqual(typed)
    expect(siteReads('blogPosts', { ...post, createdAt: CREATED })).toStrictEqual({
      ...post,
      createdAt: CREATED,
    })
  })

  it('refuses a video the blog would not play and a link that is not a web address or a page', () => {
    expect(
      errors(postsSection, {
        ...typed,
        videoUrl: 'https://videos.example.net/clip.mp4',
        viewPostLink: 'javascript:alert(1)',
      }),
    ).toEqual({ videoUrl: e.videoUrl, viewPostLink: e.link })
    expect(errors(postsSection, { ...typed, viewPostLink: 'https://example.com/more' })).toEqual({})
  })

  it('takes a page of this site as the read-more link, never another host by //', () => {
    expect(errors(postsSection, { ...typed, viewPostLink: '/blog/storing-pulses' })).toEqual({})
    expect(errors(postsSection, { ...typed, viewPostLink: '//evil.example/x' })).toEqual({
      viewPostLink: e.link,
    })
  })
})

describe('short posts', () => {
  const context: DeskContext = {
    blogPosts: seedShortPosts.map((short) => doc(short.postId, { title: short.title })),
  }

  it('leads to a post of the blog, and saves every seeded one back as it is stored', () => {
    for (const { id, createdAt, ...stored } of seedShortPosts) {
      const saved = record(shortPostsSection, shortPostsSection.values(stored), context)
      expect(saved, id).toStrictEqual(stored)
      expect(siteReads('blogShortPosts', { ...saved, createdAt: new Date(createdAt) })).not.toBe(
        INVALID,
      )
    }
  })

  it('refuses a post the blog does not have', () => {
    const values = shortPostsSection.values(seedShortPosts[0]!)
    expect(errors(shortPostsSection, { ...values, postId: 'gone' }, context)).toEqual({
      postId: e.choosePost,
    })
  })
})

describe('retailers', () => {
  it('takes a point inside India, which the map draws, and leaves out what was not given', () => {
    const retailer = record(retailersSection, { latitude: '26.9124', longitude: '75.7873' })
    expect(retailer).toStrictEqual({
      latitude: 26.9124,
      longitude: 75.7873,
      name: undefined,
      totalAmount: undefined,
    })
    expect(siteReads('maplist', retailer)).toEqual({ latitude: 26.9124, longitude: 75.7873 })
  })

  it('refuses a point outside India’s box, swapped coordinates and a missing one', () => {
    const [south] = INDIA_BOUNDS.latitude
    expect(
      errors(retailersSection, {
        latitude: '75.7873',
        longitude: '26.9124',
        totalAmount: 'lots',
      }),
    ).toEqual({ latitude: e.latitude, longitude: e.longitude, totalAmount: e.totalAmount })
    expect(errors(retailersSection, { latitude: String(south - 0.1), longitude: '' })).toEqual({
      latitude: e.latitude,
      longitude: e.longitude,
    })
  })

  it('saves every seeded retailer the map draws back as it is stored', () => {
    for (const { id, ...stored } of seedRetailers) {
      if (siteReads('maplist', stored) === INVALID) continue
      // Undefined fields are left out of the write.
      expect(record(retailersSection, retailersSection.values(stored)), id).toEqual(stored)
    }
  })

  it('mends a seeded retailer the map leaves out once its coordinates are numbers', () => {
    const broken = seedRetailers.filter((stored) => siteReads('maplist', stored) === INVALID)
    expect(
      broken.map((stored) => parse(retailersSection, retailersSection.values(stored)).ok),
    ).toEqual([
      true, // latitude stored as text: the form shows it, and saves it as a number
      false,
      false,
    ])
  })
})
