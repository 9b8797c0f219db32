/**
 * The fields of a stored order request as its readers check them: the buyer's My enquiries
 * (my-requests.ts) and the trade desk (desk/records.ts) read the one record alike.
 */
import { z } from 'zod/mini'
import { PACK_SIZES } from '@/lib/schema'

export const orderFields = {
  source: z.enum(['buy-now', 'enquiry']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  delivery: z.string(),
  message: z.string(),
  gstin: z.string(),
  gstState: z.string(),
  lines: z.array(
    z.object({
      product: z.string(),
      size: z.union([z.enum(PACK_SIZES), z.literal('')]),
      packs: z.number(),
      packPrice: z.number(),
    }),
  ),
  totalKg: z.number(),
  total: z.number(),
}
