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
} as const
