// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { USER_FIELD_LIMITS } from '@/lib/schema'
import { validate } from '@/components/ui/validate'
import { PHONE_EXAMPLES } from '@/test/field-examples'
import {
  emailSignupSchema,
  loginSchema,
  profileSchema,
  signupSchema,
  type SignupValues,
} from './auth-schemas'
import { authMessages } from './auth-content'

const m = authMessages

/** The fields with a problem, in the order the schema reports them (the first is shown first). */
const problemFields = (result: ReturnType<typeof validate>) =>
  result.ok ? [] : Object.keys(result.errors)

const validSignup: SignupValues = {
  name: '  Asha Traders ',
  email: ' asha@example.com ',
  phone: ' +91 98765 43210 ',
  password: ' secret1 ',
  confirmPassword: ' secret1 ',
}

describe('loginSchema', () => {
  it('requires email and password', () => {
    expect(validate(loginSchema(), { email: ' ', password: 'x' })).toEqual({
      ok: false,
      errors: { email: m.emailRequired },
    })
    expect(validate(loginSchema(), { email: 'a@b.co', password: '' })).toEqual({
      ok: false,
      errors: { password: m.passwordRequired },
    })
  })

  it('rejects an address without a domain', () => {
    expect(validate(loginSchema(), { email: 'asha@', password: 'x' })).toEqual({
      ok: false,
      errors: { email: m.emailInvalid },
    })
  })

  it('trims the email and keeps the password as typed', () => {
    expect(validate(loginSchema(), { email: ' a@b.co ', password: ' p ' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: ' p ' },
    })
  })
})

describe('emailSignupSchema', () => {
  it('requires all three fields, in screen order', () => {
    const blank = { email: '', password: '', confirmPassword: '' }
    expect(problemFields(validate(emailSignupSchema(), blank))).toEqual([
      'email',
      'password',
      'confirmPassword',
    ])
    expect(validate(emailSignupSchema(), { ...blank, email: 'a@b.co' })).toEqual({
      ok: false,
      errors: { password: m.passwordRequired, confirmPassword: m.confirmPasswordRequired },
    })
    expect(
      validate(emailSignupSchema(), { ...blank, email: 'a@b.co', password: 'secret1' }),
    ).toEqual({ ok: false, errors: { confirmPassword: m.confirmPasswordRequired } })
  })

  it('says when the passwords do not match', () => {
    expect(
      validate(emailSignupSchema(), {
        email: 'a@b.co',
        password: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual({ ok: false, errors: { confirmPassword: m.passwordsMismatch } })
  })
})

describe('signupSchema', () => {
  it('accepts a complete form, trimming name, email and phone', () => {
    expect(validate(signupSchema(), validSignup)).toEqual({
      ok: true,
      data: {
        name: 'Asha Traders',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        password: ' secret1 ',
        confirmPassword: ' secret1 ',
      },
    })
  })

  it.each([
    ['name', '   ', m.nameRequired],
    ['phone', '', m.phoneRequired],
    ['name', 'x'.repeat(USER_FIELD_LIMITS.name + 1), m.nameTooLong],
    ['phone', '9'.repeat(USER_FIELD_LIMITS.phone + 1), m.phoneTooLong],
    ['phone', 'abc', m.phoneInvalid],
    ['confirmPassword', 'different', m.passwordsMismatch],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(validate(signupSchema(), { ...validSignup, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    })
  })
})

describe('profileSchema', () => {
  it.each(PHONE_EXAMPLES.filter(([value]) => value.trim() !== ''))(
    'takes the phone %j only where the shared phone rule does (%s)',
    (phone, accepted) => {
      expect(validate(profileSchema(), { name: 'Asha', phone }).ok).toBe(accepted)
    },
  )

  it('reports a blank name before a blank phone', () => {
    expect(validate(profileSchema(), { name: ' ', phone: ' ' })).toEqual({
      ok: false,
      errors: { name: m.nameRequired, phone: m.phoneRequired },
    })
    expect(problemFields(validate(profileSchema(), { name: ' ', phone: ' ' }))).toEqual([
      'name',
      'phone',
    ])
    expect(validate(profileSchema(), { name: 'Asha', phone: ' ' })).toEqual({
      ok: false,
      errors: { phone: m.phoneRequired },
    })
    expect(validate(profileSchema(), { name: ' Asha ', phone: ' 98765 43210 ' })).toEqual({
      ok: true,
      data: { name: 'Asha', phone: '98765 43210' },
    })
  })
})
