// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CATALOG_CACHE, GST_REMEMBER_DAYS, STORAGE_KEYS } from '@/config/constants'
import { site } from '@/config/site'
import { CHILDREN_AGE_THRESHOLD, DELIVERY_WORKING_DAYS } from '@/features/legal/legal-facts'
import { cookiePolicy } from './cookies'
import { cookiePolicyHi } from './cookies-hi'
import { legalDocuments } from './documents'
import { privacyPolicy } from './privacy'
import { privacyPolicyHi } from './privacy-hi'
import { shippingPolicy } from './shipping'
import { shippingPolicyHi } from './shipping-hi'
import { termsOfService } from './terms'
import { termsOfServiceHi } from './terms-hi'
import type { LegalDocument } from './types'

/** Every text of a document a reader reads, in order. */
const texts = (doc: LegalDocument) => [
  doc.title,
  doc.description,
  doc.intro,
  ...doc.keyPoints,
  ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
]

const fullText = (doc: LegalDocument) =>
  [
    doc.intro,
    ...doc.keyPoints,
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
  ].join('\n')

/** A document's parts, counted: what a translation must match. */
const shape = (doc: LegalDocument) => ({
  keyPoints: doc.keyPoints.length,
  sections: doc.sections.map((s) => ({
    paragraphs: s.paragraphs.length,
    list: s.list?.length ?? null,
  })),
})

/** The storage keys a text names, quoted: `("cookie_consent", local storage)`. */
const quotedKeys = (text: string) =>
  [...text.matchAll(/"([a-z][a-z_]*:?)"/g)].map((match) => match[1]).sort()

const documents = {
  termsOfService,
  privacyPolicy,
  cookiePolicy,
  shippingPolicy,
  termsOfServiceHi,
  privacyPolicyHi,
  cookiePolicyHi,
  shippingPolicyHi,
}

describe.each(Object.entries(documents))('%s', (_name, doc) => {
  it('has an intro, key points and sections with text', () => {
    expect(doc.intro.trim()).not.toBe('')
    expect(doc.keyPoints.length).toBeGreaterThan(0)
    expect(doc.sections.length).toBeGreaterThan(2)
    for (const section of doc.sections) {
      expect(section.paragraphs.length, section.heading).toBeGreaterThan(0)
    }
  })

  it('uses each section heading once', () => {
    const headings = doc.sections.map((s) => s.heading.toLowerCase())
    expect(new Set(headings).size).toBe(headings.length)
  })
})

/** A twin the tests' script carries (the dev server's and the tests' carry every language's). */
function carried(doc: LegalDocument | null): LegalDocument {
  if (!doc) throw new Error('this script carries no Hindi twin')
  return doc
}

describe.each(Object.entries(legalDocuments))('the Hindi twin of %s', (_name, pair) => {
  const { en } = pair
  const hi = carried(pair.hi)
  it('has every key point, section, paragraph and list item the English has', () => {
    expect(shape(hi)).toEqual(shape(en))
  })

  it('is written in Hindi, each text of its own', () => {
    const english = new Set(texts(en))
    for (const text of texts(hi)) {
      expect(text, text).toMatch(/[\u0900-\u097F]/)
      expect(english.has(text), text).toBe(false)
    }
  })

  it('ends each text as the English does, a full stop as the पूर्ण विराम', () => {
    const [english, hindi] = [texts(en), texts(hi)]
    english.forEach((text, i) => {
      const end = text.at(-1) ?? ''
      if ('.:;'.includes(end)) expect(hindi[i]?.at(-1), text).toBe(end === '.' ? '।' : end)
    })
  })

  it('keeps the company name, email and figures of the English', () => {
    const [english, hindi] = [texts(en).join('\n'), texts(hi).join('\n')]
    for (const fact of [site.brand, site.email, site.address.lines.join(', '), 'GST']) {
      expect(hindi.split(fact).length, fact).toBe(english.split(fact).length)
    }
    expect(hindi.match(/\d+/g)?.sort()).toEqual(english.match(/\d+/g)?.sort())
  })
})

describe('the policy facts the site states', () => {
  it('shipping: India only, delivery window, working days, final sales, damage reports', () => {
    const text = fullText(shippingPolicy)
    expect(text).toContain('only within India')
    expect(text).toContain(`${DELIVERY_WORKING_DAYS} working days from dispatch`)
    expect(text).toContain('Monday to Friday, excluding public holidays')
    expect(text).toMatch(/no returns, exchanges or cancellations/)
    expect(text).toMatch(/damaged or defective/i)
  })

  it('shipping in Hindi: India only, the delivery window, working days, final sales', () => {
    const text = fullText(shippingPolicyHi)
    expect(text).toContain('सिर्फ़ भारत के अंदर')
    expect(text).toContain(`डिस्पैच से ${DELIVERY_WORKING_DAYS} कामकाजी दिनों`)
    expect(text).toContain('सोमवार से शुक्रवार तक हैं, सरकारी छुट्टियों को छोड़कर')
    expect(text).toContain('हर बिक्री अंतिम है')
    expect(text).toContain(site.email)
  })

  it('terms: all sales final and India-only delivery', () => {
    const text = fullText(termsOfService)
    expect(text).toContain('All sales are final')
    expect(text).toContain('only within India')
  })

  it('terms in Hindi: all sales final and India-only delivery', () => {
    const text = fullText(termsOfServiceHi)
    expect(text).toContain('हर बिक्री अंतिम है')
    expect(text).toContain('सिर्फ़ भारत के अंदर')
  })

  it('privacy: the children threshold', () => {
    expect(fullText(privacyPolicy)).toContain(`children under ${CHILDREN_AGE_THRESHOLD}`)
    expect(fullText(privacyPolicyHi)).toContain(`${CHILDREN_AGE_THRESHOLD} साल से कम उम्र के बच्चों`)
  })

  it('cookies: names the storage the site really uses and rules out analytics', () => {
    const text = fullText(cookiePolicy)
    for (const key of Object.values(STORAGE_KEYS)) expect(text).toContain(key)
    expect(text).toMatch(/IndexedDB/)
    expect(text).toMatch(/session storage/)
    expect(text).toMatch(/no analytics/i)
  })

  it('cookies: the reader’s language is kept, as a choice they made', () => {
    const key = STORAGE_KEYS.languageChoice
    for (const doc of [cookiePolicy, cookiePolicyHi]) {
      const items = doc.sections.flatMap((s) => ('list' in s ? s.list : []))
      const item = items.findIndex((entry) => entry.includes(`"${key}"`))
      // Beside the cookie choice: both only remember what the reader chose.
      expect(item, doc.title).toBe(1)
    }
    expect(fullText(cookiePolicy)).toContain(`Your language choice ("${key}", local storage)`)
  })

  it('cookies in Hindi: names the same storage items, in the same order', () => {
    const text = fullText(cookiePolicyHi)
    for (const key of Object.values(STORAGE_KEYS)) {
      expect(text).toContain(`"${key}`)
    }
    expect(quotedKeys(text)).toEqual(quotedKeys(fullText(cookiePolicy)))
    const list = (doc: LegalDocument) => doc.sections.flatMap((s) => s.list ?? [])
    const english = list(cookiePolicy)
    list(cookiePolicyHi).forEach((item, i) => {
      expect(quotedKeys(item), item).toEqual(quotedKeys(english[i] ?? ''))
    })
    expect(text).toContain(`${GST_REMEMBER_DAYS} दिन`)
    expect(text).toContain(`${CATALOG_CACHE.maxAgeDays} दिन`)
    expect(text).toMatch(/IndexedDB/)
    expect(text).toContain('सेशन स्टोरेज')
    expect(text).toContain('एनालिटिक्स')
  })
})
