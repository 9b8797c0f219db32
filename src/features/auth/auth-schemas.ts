/**
 * The account forms: one schema each, shared by the pages and their tests, on the same
 * field rules as every other form. Fields are checked in screen order and the first problem is
 * the one shown (name first, then phone). Each is built when it is used, so its messages are in
 * the page's language.
 */
import { z } from 'zod/mini'
import { FIELD_LIMITS } from '@/config/field-rules'
import { emailAddress, nameText, phoneNumber } from '@/lib/util/field-schemas'
import { authMessages } from './auth-content'

const m = authMessages

const email = () =>
  emailAddress({
    required: m.emailRequired,
    invalid: m.emailInvalid,
    tooLong: m.emailInvalid,
  })
/** Passwords are taken as typed (no trimming); strength is the provider's call. */
const password = () => z.string().check(z.minLength(1, m.passwordRequired))
const confirmPassword = () => z.string().check(z.minLength(1, m.confirmPasswordRequired))
const name = () => nameText(FIELD_LIMITS.name, { required: m.nameRequired, tooLong: m.nameTooLong })
const phone = () =>
  phoneNumber({
    required: m.phoneRequired,
    invalid: m.phoneInvalid,
    tooLong: m.phoneTooLong,
  })

const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
    error: m.passwordsMismatch,
    path: ['confirmPassword'],
  })

export const loginSchema = () => z.object({ email: email(), password: password() })

export const emailSignupSchema = () =>
  z
    .object({ email: email(), password: password(), confirmPassword: confirmPassword() })
    .check(passwordsMatch())

export const signupSchema = () =>
  z
    .object({
      name: name(),
      email: email(),
      phone: phone(),
      password: password(),
      confirmPassword: confirmPassword(),
    })
    .check(passwordsMatch())

export const profileSchema = () => z.object({ name: name(), phone: phone() })

export const forgotPasswordSchema = () => z.object({ email: email() })

export const newPasswordSchema = () =>
  z.object({ password: password(), confirmPassword: confirmPassword() }).check(passwordsMatch())

export type LoginValues = z.input<ReturnType<typeof loginSchema>>
export type EmailSignupValues = z.input<ReturnType<typeof emailSignupSchema>>
export type SignupValues = z.input<ReturnType<typeof signupSchema>>
export type ProfileValues = z.input<ReturnType<typeof profileSchema>>
export type NewPasswordValues = z.input<ReturnType<typeof newPasswordSchema>>
