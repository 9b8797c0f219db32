/**
 * The account form: the same field rules as sign-up, profile completion and every order form (so
 * no screen saves a value another refuses), plus the business details, each optional.
 */
import { z } from 'zod/mini'
import { gstCopy } from '@/components/gst/gst-content'
import { FIELD_LIMITS, isPinCode } from '@/config/field-rules'
import { nameText, optionalText, phoneNumber } from '@/lib/util/field-schemas'
import { validateGstin } from '@/lib/util/gstin'
import { accountCopy } from './account-content'

/** Empty, or what `rule` accepts. */
const optionalMatching = (rule: (value: string) => boolean, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || rule(value), message),
  )

/** Built when it is used, so its messages are in the page's language. */
export const accountSchema = () => {
  const e = accountCopy.errors
  return z.object({
    name: nameText(FIELD_LIMITS.name, { required: e.name, tooLong: e.nameTooLong }),
    phone: phoneNumber({ required: e.phone, invalid: e.phoneInvalid, tooLong: e.phoneTooLong }),
    businessName: optionalText(FIELD_LIMITS.businessName, e.businessNameTooLong),
    address: optionalText(FIELD_LIMITS.address, e.addressTooLong),
    pinCode: optionalMatching(isPinCode, e.pinCode),
    // Checked as the GST dialog checks it (the pattern, the check character and a known state),
    // and refused with the same words and reason.
    gstin: z.string().check(
      z.trim(),
      z.superRefine((value, ctx) => {
        const result = value === '' ? null : validateGstin(value)
        if (result && !result.valid) {
          ctx.issues.push({ code: 'custom', message: gstCopy.refused(result.reason), input: value })
        }
      }),
    ),
  })
}

export type AccountValues = z.input<ReturnType<typeof accountSchema>>
export type AccountDetails = z.output<ReturnType<typeof accountSchema>>
