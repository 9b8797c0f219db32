import { t, plural } from '../lib/i18n/macro.ts'

/** Messages shown by more than one feature, verbatim. A feature's own words live in its folder. */
export const messages = {
  /** Any order request's outcome: the one-product order and the enquiry list alike. */
  order: {
    get successTitle() {
      return t`Order Placed Successfully!`
    },
    get successText() {
      return t`Your order has been placed successfully! We will contact you shortly to confirm.`
    },
    get failureTitle() {
      return t`Failed to Place Order`
    },
    get failureText() {
      return t`Failed to place order. Please try again or contact us directly.`
    },
    /** Beside the success text: the request's short reference, as the mail carries it too. */
    reference: (reference: string) => t`Your reference: ${reference}`,
  },
  /** A name holding a bidirectional control character, which every form and the rules refuse. */
  get nameDirectionControl() {
    return t`Please remove the hidden text-direction characters from the name: they would show it out of order.`
  },
  /**
   * Any lead (an order request, a message, an application) refused because the same sender's last
   * one was moments ago: how long to wait. Everything typed stays in the form.
   */
  leadThrottled: (seconds: number) =>
    t`You sent a request a moment ago — please wait ${plural(seconds, { one: '# second', other: '# seconds' })} and send it again.`,
  /** The buyer's own details: the profile screens of sign-up and the account page. */
  profile: {
    get nameRequired() {
      return t`Name is required`
    },
    get phoneRequired() {
      return t`Phone number is required`
    },
    get nameTooLong() {
      return t`Name is too long`
    },
    get phoneTooLong() {
      return t`Phone number is too long`
    },
    get phoneInvalid() {
      return t`Enter a valid phone number`
    },
    get saving() {
      return t`Saving...`
    },
    get saveFailed() {
      return t`Failed to save user details`
    },
    /** The account's document could not be read: nothing is decided about it until it can be. */
    get unreadable() {
      return t`Your account details could not be loaded. Please check your connection and try again.`
    },
    get retry() {
      return t`Try again`
    },
    get retrying() {
      return t`Trying again...`
    },
  },
} as const
