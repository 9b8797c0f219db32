import { describe, expect, it } from 'vitest'
import { USER_FIELD_LIMITS } from '@/lib/schema'
import { PHONE_EXAMPLES } from '@/test/field-examples'
import {
  checkForm,
  emailSignupSchema,
  loginSchema,
  profileSchema,
  signupSchema,
  type SignupValues,
} from './auth-schemas'
import { authMessages } from './auth-content'

const m = authMessages

const validSignup: SignupValues = {
  name: '  Asha Traders ',
  email: ' asha@example.com ',
  phone: ' +91 98765 43210 ',
  password: ' secret1 ',
  confirmPassword: ' secret1 ',
}

describe('loginSchema', () => {
  it('requires email and password', () => {
    expect(checkForm(loginSchema, { email: ' ', password: 'x' })).toEqual({
      ok: false,
      field: 'email',
      message: m.emailRequired,
    })
    expect(checkForm(loginSchema, { email: 'a@b.co', password: '' })).toEqual({
      ok: false,
      field: 'password',
      message: m.passwordRequired,
    })
  })

  it('rejects an address without a domain', () => {
    expect(checkForm(loginSchema, { email: 'asha@', password: 'x' })).toMatchObject({
      ok: false,
      message: m.emailInvalid,
    })
  })

  it('trims the email and keeps the password as typed', () => {
    expect(checkForm(loginSchema, { email: ' a@b.co ', password: ' p ' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: ' p ' },
    })
  })
})

describe('emailSignupSchema', () => {
  it('requires all three fields, in screen order', () => {
    const blank = { email: '', password: '', confirmPassword: '' }
    expect(checkForm(emailSignupSchema, blank)).toMatchObject({ field: 'email' })
    expect(checkForm(emailSignupSchema, { ...blank, email: 'a@b.co' })).toMatchObject({
      field: 'password',
      message: m.passwordRequired,
    })
    expect(
      checkForm(emailSignupSchema, { ...blank, email: 'a@b.co', password: 'secret1' }),
    ).toMatchObject({ field: 'confirmPassword', message: m.confirmPasswordRequired })
  })

  it('says when the passwords do not match', () => {
    expect(
      checkForm(emailSignupSchema, {
        email: 'a@b.co',
        password: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual({ ok: false, field: 'confirmPassword', message: m.passwordsMismatch })
  })
})

describe('signupSchema', () => {
  it('accepts a complete form, trimming name, email and phone', () => {
    expect(checkForm(signupSchema, validSignup)).toEqual({
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
    expect(checkForm(signupSchema, { ...validSignup, [field]: value })).toEqual({
      ok: false,
      field,
      message,
    })
  })
})

describe('profileSchema', () => {
  it.each(PHONE_EXAMPLES.filter(([value]) => value.trim() !== ''))(
    'takes the phone %j only where the shared phone rule does (%s)',
    (phone, accepted) => {
      expect(checkForm(profileSchema, { name: 'Asha', phone }).ok).toBe(accepted)
    },
  )

  it('reports a blank name before a blank phone', () => {
    expect(checkForm(profileSchema, { name: ' ', phone: ' ' })).toEqual({
      ok: false,
      field: 'name',
      message: m.nameRequired,
    })
    expect(checkForm(profileSchema, { name: 'Asha', phone: ' ' })).toEqual({
      ok: false,
      field: 'phone',
      message: m.phoneRequired,
    })
    expect(checkForm(profileSchema, { name: ' Asha ', phone: ' 98765 43210 ' })).toEqual({
      ok: true,
      data: { name: 'Asha', phone: '98765 43210' },
    })
  })
})
