import { EmailJSResponseStatus } from '@emailjs/browser'
import { describe, expect, it } from 'vitest'
import { describeEmailError, GUARD_TEXT } from './email'

describe('describeEmailError', () => {
  it('passes on the provider text of a rejected send (status object)', () => {
    expect(describeEmailError(new EmailJSResponseStatus(400, 'The template ID is invalid'))).toBe(
      'The template ID is invalid',
    )
  })

  it('accepts a status-like object that is not the SDK class', () => {
    expect(describeEmailError({ status: 400, text: '  Bad template params  ' })).toBe(
      'Bad template params',
    )
  })

  it('names the status when the provider sent no text', () => {
    expect(describeEmailError({ status: 502, text: '' })).toBe('The mail service answered 502.')
    expect(describeEmailError({ status: 500, text: 42 })).toBe('The mail service answered 500.')
  })

  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [0, 'Network Error'],
  ])('turns the SDK guard status %i into a readable sentence', (status, sdkText) => {
    const text = describeEmailError(new EmailJSResponseStatus(status, sdkText))
    expect(text).toBe(GUARD_TEXT[status])
    expect(text).not.toBe(sdkText)
  })

  it('treats a failed fetch (TypeError) as a network error', () => {
    expect(describeEmailError(new TypeError('Failed to fetch'))).toBe(GUARD_TEXT[0])
  })

  it('passes on a thrown string (the SDK throws strings for missing ids)', () => {
    expect(describeEmailError('The public key is required.')).toBe('The public key is required.')
  })

  it('falls back to an Error message, then to a generic text', () => {
    expect(describeEmailError(new Error('boom'))).toBe('boom')
    expect(describeEmailError('   ')).toBe('Unknown error')
    expect(describeEmailError(undefined)).toBe('Unknown error')
    expect(describeEmailError({ nothing: true })).toBe('Unknown error')
  })
})
