// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatIndianDateTime } from './india-time'
import { formatIndianDate, formatIndianNumber, formatRupeeAmount } from './format'

/** The output these helpers stand in for: Node's full ICU formats en-IN as browsers do. */
const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const intlWholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

const AMOUNTS = [
  0, 0.5, 0.005, 0.015, 1, 9.995, 49.5, 95, 999, 1000, 1234.5, 2640, 99999.995, 100000, 123456.789,
  1234567, 12345678.9, 987654321.12, -1, -1234.5, -0.001, 5e-7,
]

describe('formatIndianNumber', () => {
  it.each(AMOUNTS)('groups %d like Intl en-IN', (value) => {
    expect(formatIndianNumber(value)).toBe(intlCount.format(value).replace(/^-0$/, '0'))
  })

  it('groups lakhs and crores the Indian way', () => {
    expect(formatIndianNumber(2000)).toBe('2,000')
    expect(formatIndianNumber(123456)).toBe('1,23,456')
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678')
    expect(formatIndianNumber(1234.5, 2)).toBe('1,234.50')
  })
})

describe('formatRupeeAmount', () => {
  it.each(AMOUNTS)('writes %d like Intl en-IN INR', (amount) => {
    expect(formatRupeeAmount(amount)).toBe(intlRupees.format(amount).replace(/^-(₹0\.00)$/, '$1'))
    expect(formatRupeeAmount(amount, 0)).toBe(
      intlWholeRupees.format(amount).replace(/^-(₹0)$/, '$1'),
    )
  })
})

describe('formatIndianDate', () => {
  it('matches Intl en-IN for every month, in either length', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2025, month, month + 1))
      for (const length of ['long', 'short'] as const) {
        const intl = new Intl.DateTimeFormat('en-IN', {
          day: 'numeric',
          month: length,
          year: 'numeric',
          timeZone: 'UTC',
        })
        expect(formatIndianDate(date, length)).toBe(intl.format(date))
      }
    }
  })
})

describe('formatIndianDateTime', () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })

  it.each([
    '2026-03-04T09:35:00Z',
    '2026-09-04T18:30:00Z',
    '2026-01-01T06:30:00Z',
    '2025-12-31T18:29:00Z',
    '2026-06-15T00:00:00Z',
  ])('reads %s on an Indian clock, as Intl en-IN does', (moment) => {
    const date = new Date(moment)
    expect(formatIndianDateTime(date)).toBe(intl.format(date))
  })

  it('writes the date of the day in India, not in UTC', () => {
    expect(formatIndianDateTime(new Date('2026-03-04T19:00:00Z'))).toBe('5 Mar 2026, 12:30 am')
  })
})
