// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validate } from '@/components/ui/validate'
import { applicationSchema, type ApplicationValues } from './application-schema'
import { applicationCopy } from './careers-content'

const valid: ApplicationValues = {
  name: '  Asha Meena ',
  email: 'asha@example.com ',
  phone: '+91 98765 43210',
  cvLink: 'https://drive.example.com/asha-cv.pdf',
  message: '',
}

describe('applicationSchema', () => {
  it('accepts a complete application and trims it', () => {
    const result = validate(applicationSchema(), valid)
    expect(result).toEqual({
      ok: true,
      data: { ...valid, name: 'Asha Meena', email: 'asha@example.com' },
    })
  })

  it('requires name, email, phone and CV link but not the message', () => {
    const result = validate(applicationSchema(), {
      name: ' ',
      email: '',
      phone: '',
      cvLink: '',
      message: '',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      name: applicationCopy.errors.name,
      email: applicationCopy.errors.email,
      phone: applicationCopy.errors.phone,
      cvLink: applicationCopy.errors.cvLink,
    })
  })

  it('rejects a javascript: CV link', () => {
    const result = validate(applicationSchema(), { ...valid, cvLink: 'javascript:alert(1)' })
    expect(result.ok ? null : result.errors.cvLink).toBe(applicationCopy.errors.cvLink)
  })

  it.each(['not-an-email', 'a@b', '@example.com'])('rejects the email %j', (email) => {
    const result = validate(applicationSchema(), { ...valid, email })
    expect(result.ok ? null : result.errors.email).toBe(applicationCopy.errors.email)
  })

  it.each(['12345', 'call me', '9876543210123456'])('rejects the phone %j', (phone) => {
    const result = validate(applicationSchema(), { ...valid, phone })
    expect(result.ok ? null : result.errors.phone).toBe(applicationCopy.errors.phone)
  })
})
