import { describe, expect, it } from 'vitest'
import { LeadThrottled } from '@/lib/leads/submit/lead-throttle'
import { sendFailureText } from './send-failure-text'

describe('sendFailureText', () => {
  it('says how long to wait when the sender’s last request was moments ago', () => {
    expect(sendFailureText(new LeadThrottled(12), 'Failed')).toBe(
      'You sent a request a moment ago — please wait 12 seconds and send it again.',
    )
    expect(sendFailureText(new LeadThrottled(1), 'Failed')).toBe(
      'You sent a request a moment ago — please wait 1 second and send it again.',
    )
  })

  it('gives the form’s own text for any other failure', () => {
    expect(sendFailureText(new Error('offline'), 'Failed to place order.')).toBe(
      'Failed to place order.',
    )
  })
})
