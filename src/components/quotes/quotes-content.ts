import { t } from '@/lib/i18n/macro'

/** The words of a quote's figures: the quote page and the desk's quote editor both show them. */
export const quoteTotalsCopy = {
  get caption() {
    return t`Totals`
  },
  /** The lines' taxable value, shown apart only when a delivery charge is added to it. */
  get goods() {
    return t`Value of goods`
  },
  delivery: (gstRate: number) => t`Delivery charge (GST ${gstRate}%)`,
  get taxable() {
    return t`Taxable value`
  },
  get cgst() {
    return t`CGST`
  },
  get sgst() {
    return t`SGST`
  },
  get igst() {
    return t`IGST`
  },
  get roundOff() {
    return t`Round off`
  },
  get grandTotal() {
    return t`Grand total`
  },
  get inWords() {
    return t`Amount in words:`
  },
} as const
