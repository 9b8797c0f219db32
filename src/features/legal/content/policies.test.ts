// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { CHILDREN_AGE_THRESHOLD, DELIVERY_WORKING_DAYS } from '@/features/legal/legal-facts'
import { cookiePolicy } from './cookies'
import { privacyPolicy } from './privacy'
import { shippingPolicy } from './shipping'
import { termsOfService } from './terms'
import type { LegalDocument } from './types'

const fullText = (doc: LegalDocument) =>
  [
    doc.intro,
    ...doc.keyPoints,
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
  ].join('\n')

const documents = { termsOfService, privacyPolicy, cookiePolicy, shippingPolicy }

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

describe('the policy facts the site states', () => {
  it('shipping: India only, delivery window, working days, final sales, damage reports', () => {
    const text = fullText(shippingPolicy)
    expect(text).toContain('only within India')
    expect(text).toContain(`${DELIVERY_WORKING_DAYS} working days from dispatch`)
    expect(text).toContain('Monday to Friday, excluding public holidays')
    expect(text).toMatch(/no returns, exchanges or cancellations/)
    expect(text).toMatch(/damaged or defective/i)
  })

  it('terms: all sales final and India-only delivery', () => {
    const text = fullText(termsOfService)
    expect(text).toContain('All sales are final')
    expect(text).toContain('only within India')
  })

  it('privacy: the children threshold', () => {
    expect(fullText(privacyPolicy)).toContain(`children under ${CHILDREN_AGE_THRESHOLD}`)
  })

  it('cookies: names the storage the site really uses and rules out analytics', () => {
    const text = fullText(cookiePolicy)
    for (const key of Object.values(STORAGE_KEYS)) expect(text).toContain(key)
    expect(text).toMatch(/IndexedDB/)
    expect(text).toMatch(/session storage/)
    expect(text).toMatch(/no analytics/i)
  })
})
