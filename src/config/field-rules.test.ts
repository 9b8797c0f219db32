// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { EMAIL_EXAMPLES, PHONE_EXAMPLES, URL_EXAMPLES } from '@/test/field-examples'
import { FIELD_LIMITS, isEmailAddress, isPhoneNumber, isWebUrl } from './field-rules'

describe('isPhoneNumber', () => {
  it.each(PHONE_EXAMPLES)('%j → %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected)
  })

  it('refuses anything longer than the phone limit, however many digits', () => {
    const spaced = '1 2 3 4 5 6 7 8 9 0 1'
    expect(spaced.length).toBe(FIELD_LIMITS.phone + 1)
    expect(isPhoneNumber(spaced)).toBe(false)
    expect(isPhoneNumber(spaced.slice(0, -2))).toBe(true)
  })
})

describe('isEmailAddress', () => {
  it.each(EMAIL_EXAMPLES)('%j → %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected)
  })

  it.each(['asha@example.com', 'a.b+c@sub.example.co.in'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true)
  })

  it.each(['', 'asha', 'asha@example', 'as ha@example.com', `${'a'.repeat(245)}@example.com`])(
    'refuses %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(false)
    },
  )
})

describe('isWebUrl', () => {
  it.each(URL_EXAMPLES)('%j → %s', (value, expected) => {
    expect(isWebUrl(value)).toBe(expected)
  })
})
