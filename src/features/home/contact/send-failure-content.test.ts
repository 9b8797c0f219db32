// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeEmailFailure } from './send-failure-content'

describe('describeEmailFailure', () => {
  it('words each of the mail service’s refusals', () => {
    expect(describeEmailFailure({ reason: 'network' })).toBe(
      'Network Error. Please check your connection and try again.',
    )
    expect(describeEmailFailure({ reason: 'blocked' })).toBe(
      'This email address cannot be used. Please use another one.',
    )
    expect(describeEmailFailure({ reason: 'tooMany' })).toBe(
      'Too many messages in a short time. Please wait a few seconds and try again.',
    )
    expect(describeEmailFailure({ reason: 'automated' })).toBe(
      'Sending from automated browsers is not allowed.',
    )
  })

  it('passes on the service’s own text, or names its status when it gave none', () => {
    expect(
      describeEmailFailure({ reason: 'answered', status: 400, text: 'The template ID is invalid' }),
    ).toBe('The template ID is invalid')
    expect(describeEmailFailure({ reason: 'answered', status: 502, text: '' })).toBe(
      'The mail service answered 502.',
    )
  })

  it('passes on an error’s own message, and says when there is none', () => {
    expect(describeEmailFailure({ reason: 'message', text: 'boom' })).toBe('boom')
    expect(describeEmailFailure({ reason: 'unknown' })).toBe('Unknown error')
  })
})
