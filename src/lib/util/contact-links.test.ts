// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mailtoLink, telLink, whatsappNumber } from './contact-links'

describe('whatsappNumber', () => {
  it.each([
    ['9829011223', '919829011223'],
    ['98290 11223', '919829011223'],
    ['098290-11223', '919829011223'],
    ['+91 98290 11223', '919829011223'],
    ['91 98290 11223', '919829011223'],
    ['0091 98290 11223', '919829011223'],
    ['(0141) 400-1234', '911414001234'],
    ['+971 50 123 4567', '971501234567'],
  ])('reads %s as %s', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number)
  })

  it.each(['12345', '0123456789', '+0 98290 11223', '829011223', '+91 98', ''])(
    'has no chat for %j',
    (phone) => {
      expect(whatsappNumber(phone)).toBeNull()
    },
  )
})

describe('telLink', () => {
  it('dials the digits, keeping a leading +', () => {
    expect(telLink('+91 98290 11223')).toBe('tel:+919829011223')
    expect(telLink('(0141) 400-1234')).toBe('tel:01414001234')
  })
})

describe('mailtoLink', () => {
  it('writes the address and an encoded subject', () => {
    expect(mailtoLink('asha@example.com', 'Your enquiry 7QK2-XM9A & prices')).toBe(
      'mailto:asha@example.com?subject=Your%20enquiry%207QK2-XM9A%20%26%20prices',
    )
  })

  it('keeps an address from adding fields of its own', () => {
    expect(mailtoLink('a?cc=x@example.com', 'Hi')).toBe('mailto:a%3Fcc%3Dx@example.com?subject=Hi')
  })
})
