import { describe, expect, it } from 'vitest'
import { LeadThrottled } from '@/lib/leads/submit/lead-throttle'
import { sendFailureMessage } from './send-failure-message'

describe('sendFailureMessage', () => {
  it('says how long to wait when the sender’s last request was moments ago', () => {
    expect(sendFailureMessage(new LeadThrottled(12), 'Failed')).toBe(
      'You sent a request a moment ago — please wait 12 seconds and send it again.',
    )
    expect(sendFailureMessage(new LeadThrottled(1), 'Failed')).toBe(
      'You sent a request a moment ago — please wait 1 second and send it again.',
    )
  })

  it('gives the form’s own text for any other failure', () => {
    expect(sendFailureMessage(new Error('offline'), 'Failed to place order.')).toBe(
      'Failed to place order.',
    )
  })
})
