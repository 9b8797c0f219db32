/**
 * How the contact form words a failed send. Apart from ./contact-content.ts, which the form's
 * placeholder renders from on the home page's first load: these are needed only once the form's
 * own code has loaded and a send has failed.
 */
import type { EmailFailure } from '@/lib/mail/email'

/** The mail service's failures, by the reason src/lib/mail/email.ts finds for them. */
const emailFailureText = {
  network: 'Network Error. Please check your connection and try again.',
  blocked: 'This email address cannot be used. Please use another one.',
  tooMany: 'Too many messages in a short time. Please wait a few seconds and try again.',
  automated: 'Sending from automated browsers is not allowed.',
  answered: (status: number) => `The mail service answered ${status}.`,
  unknown: 'Unknown error',
} as const

/** A failed send in words: the service's or the error's own text where there is one. */
export function describeEmailFailure(failure: EmailFailure): string {
  switch (failure.reason) {
    case 'answered':
      return failure.text || emailFailureText.answered(failure.status)
    case 'message':
      return failure.text
    default:
      return emailFailureText[failure.reason]
  }
}
