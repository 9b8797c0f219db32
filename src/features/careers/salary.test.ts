// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseAnnualSalary } from './salary'

describe('parseAnnualSalary', () => {
  it.each([
    ['₹4-6 LPA', 500_000],
    ['₹3.5 LPA', 350_000],
    ['₹15,000/month', 180_000],
    ['₹10,000 - ₹15,000/month', 150_000],
    ['₹8,000 per month', 96_000],
    ['₹12k/month', 144_000],
    ['Rs. 4 to 6 LPA', 500_000],
    ['4 LPA – 6 LPA', 500_000],
    ['₹6,00,000 per annum', 600_000],
    ['₹ 7.2 lakh', 720_000],
    ['INR 1.2 Cr', 12_000_000],
    ['₹20,000 pm', 240_000],
    ['Unpaid', 0],
  ])('reads %s as %d rupees a year', (text, expected) => {
    expect(parseAnnualSalary(text)).toBe(expected)
  })

  it.each([
    '',
    'Competitive',
    'As per industry standards',
    '₹15,000',
    'LPA',
    '₹15k/month - 6 LPA',
    '₹4-6 LPA plus bonus',
    '4-6-8 LPA',
  ])('cannot read %j', (text) => {
    expect(parseAnnualSalary(text)).toBeNull()
  })

  it('ranks a monthly stipend below an annual package', () => {
    const stipend = parseAnnualSalary('₹15,000/month') ?? Number.NaN
    const package_ = parseAnnualSalary('₹3.5 LPA') ?? Number.NaN
    expect(stipend).toBeLessThan(package_)
  })
})

describe('parseAnnualSalary (properties)', () => {
  it('reads any LPA range as its midpoint, whatever the spacing', async () => {
    const fc = await import('fast-check')
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('-', ' - ', ' to ', '–'),
        (low, high, separator) => {
          expect(parseAnnualSalary(`₹${low}${separator}${high} LPA`)).toBe(
            Math.round(((low + high) / 2) * 100_000),
          )
        },
      ),
    )
  })
})
