import { useClientSnapshot } from '@/lib/util/client-snapshot'
import { readEnquiryList, subscribeEnquiryList, type EnquiryLine } from '@/lib/storage/enquiry-list'

/**
 * The buyer's enquiry list, kept in step with every tab; null on a prerendered page until the app
 * has taken it over (the list lives only in the browser), so nothing claims "empty" too early.
 */
export function useEnquiryList(): readonly EnquiryLine[] | null {
  return useClientSnapshot<readonly EnquiryLine[] | null>(
    subscribeEnquiryList,
    readEnquiryList,
    null,
  )
}
