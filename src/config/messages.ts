/** Messages shown by more than one feature, verbatim. A feature's own words live in its folder. */
export const messages = {
  /** Any order request's outcome: the one-product order and the enquiry list alike. */
  order: {
    successTitle: 'Order Placed Successfully!',
    successText: 'Your order has been placed successfully! We will contact you shortly to confirm.',
    failureTitle: 'Failed to Place Order',
    failureText: 'Failed to place order. Please try again or contact us directly.',
    /** Beside the success text: the request's short reference, as the mail carries it too. */
    reference: (reference: string) => `Your reference: ${reference}`,
  },
  /**
   * Any lead (an order request, a message, an application) refused because the same sender's last
   * one was moments ago: how long to wait. Everything typed stays in the form.
   */
  /** A name holding a bidirectional control character, which every form and the rules refuse. */
  nameDirectionControl:
    'Please remove the hidden text-direction characters from the name: they would show it out of order.',
  leadThrottled: (seconds: number) =>
    `You sent a request a moment ago — please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and send it again.`,
  /** The buyer's own details: the profile screens of sign-up and the account page. */
  profile: {
    nameRequired: 'Name is required',
    phoneRequired: 'Phone number is required',
    nameTooLong: 'Name is too long',
    phoneTooLong: 'Phone number is too long',
    phoneInvalid: 'Enter a valid phone number',
    saving: 'Saving...',
    saveFailed: 'Failed to save user details',
    /** The account's document could not be read: nothing is decided about it until it can be. */
    unreadable:
      'Your account details could not be loaded. Please check your connection and try again.',
    retry: 'Try again',
    retrying: 'Trying again...',
  },
} as const
