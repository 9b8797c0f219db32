/** The words of a quote's figures: the quote page and the desk's quote editor both show them. */
export const quoteTotalsCopy = {
  caption: 'Totals',
  /** The lines' taxable value, shown apart only when a delivery charge is added to it. */
  goods: 'Value of goods',
  delivery: (gstRate: number) => `Delivery charge (GST ${gstRate}%)`,
  taxable: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  roundOff: 'Round off',
  grandTotal: 'Grand total',
  inWords: 'Amount in words:',
} as const
