/** The words of an order request on record, as its card shows it. */
export const orderRequestCopy = {
  status: { new: 'Received' } as Record<string, string>,
  /** A request kept on record whose mail never went out: the buyer was told it failed. */
  notSent: 'Not sent',
  notSentHint: 'This request did not reach our sales team. Please send it again.',
  sent: 'Sent',
  total: 'Total',
  lines: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  buyNow: 'Order request',
  enquiry: 'Enquiry',
} as const
