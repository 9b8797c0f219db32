/**
 * How the contact form words a failed send. Apart from ./contact-content.ts, which the form's
 * placeholder renders from on the home page's first load: these are needed only once the form's
 * own code has loaded and a send has failed.
 */
import type { EmailFailure } from '@/lib/mail/email'
import { t } from '@/lib/i18n/macro'

/** The mail service's failures, by the reason src/lib/mail/email.ts finds for them. */
const emailFailureText = {
  get network() {
    return t`Network Error. Please check your connection and try again.`
  },
  get blocked() {
    return t`This email address cannot be used. Please use another one.`
  },
  get tooMany() {
    return t`Too many messages in a short time. Please wait a few seconds and try again.`
  },
  get automated() {
    return t`Sending from automated browsers is not allowed.`
  },
  answered: (status: number) => t`The mail service answered ${status}.`,
  get unknown() {
    return t`Unknown error`
  },
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
