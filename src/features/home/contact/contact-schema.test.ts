// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validate } from '@/components/ui/validate'
import { contactSchema } from './contact-schema'
import { contactFieldText, contactFormText, emptyContact } from './contact-content'

const valid = {
  from_name: 'Asha Traders',
  from_email: 'asha@traders.example',
  subject: 'Bulk masoor dal',
  message: 'Please quote for 10 tonnes.',
}

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = validate(contactSchema(), {
      ...valid,
      from_name: '  Asha Traders ',
      from_email: ' asha@traders.example ',
    })
    expect(result).toEqual({ ok: true, data: valid })
  })

  it('requires all four fields, each with its own message', () => {
    const result = validate(contactSchema(), emptyContact)
    expect(result).toEqual({
      ok: false,
      errors: {
        from_name: contactFieldText.from_name.required,
        from_email: contactFieldText.from_email.required,
        subject: contactFieldText.subject.required,
        message: contactFieldText.message.required,
      },
    })
  })

  it('treats whitespace as empty', () => {
    const result = validate(contactSchema(), { ...valid, subject: '   ', message: '\n\t' })
    expect(result.ok ? {} : result.errors).toEqual({
      subject: contactFieldText.subject.required,
      message: contactFieldText.message.required,
    })
  })

  it.each(['asha', 'asha@', 'asha@traders', '@traders.example', 'asha traders@x.in'])(
    'rejects the malformed email %j',
    (from_email) => {
      const result = validate(contactSchema(), { ...valid, from_email })
      expect(result.ok ? {} : result.errors).toEqual({ from_email: contactFormText.invalidEmail })
    },
  )
})
