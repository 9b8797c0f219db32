import { EmailJSResponseStatus, send } from '@emailjs/browser'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/config/env'
import { emailFailure, sendContactMessage, sendJobApplication, sendOrderRequest } from './email'

// The SDK's own send and init are replaced at the package boundary, so these tests see exactly
// what EmailJS would be given; everything else (its status class) stays real.
vi.mock('@emailjs/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@emailjs/browser')>()),
  init: vi.fn(),
  send: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(send).mockReset().mockResolvedValue(new EmailJSResponseStatus(200, 'OK'))
})

const order = {
  from_name: 'Asha Verma',
  from_email: 'asha@example.com',
  from_contact: '9876543210',
  product_name: 'Masoor Dal',
  product_weight: '30kg',
  product_price: 2640,
  message: 'Please deliver to Jaipur.',
}

describe('sendOrderRequest', () => {
  it('gives EmailJS the order template and its seven parameters, the price with two decimals', async () => {
    await sendOrderRequest(order)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(env.emailjs.serviceId, env.emailjs.templates.order, {
      from_name: 'Asha Verma',
      from_email: 'asha@example.com',
      from_contact: '9876543210',
      product_name: 'Masoor Dal',
      product_weight: '30kg',
      product_price: '2640.00',
      message: 'Please deliver to Jaipur.',
    })
  })

  it.each([
    [62.5, '62.50'],
    [1234.567, '1234.57'],
    [0.1 + 0.2, '0.30'],
  ])('sends the price %d as %s', async (price, sent) => {
    await sendOrderRequest({ ...order, product_price: price })
    expect(vi.mocked(send).mock.calls[0]?.[2]).toMatchObject({ product_price: sent })
  })

  it('appends a signed-in buyer’s user id to the message, and sends no other field for it', async () => {
    await sendOrderRequest({ ...order, userId: 'uid-42' })
    const params = vi.mocked(send).mock.calls[0]?.[2]
    expect(params?.message).toBe('Please deliver to Jaipur.\n\nUser ID: uid-42')
    expect(Object.keys(params ?? {}).sort()).toEqual([
      'from_contact',
      'from_email',
      'from_name',
      'message',
      'product_name',
      'product_price',
      'product_weight',
    ])
  })

  it('passes on the SDK’s rejection', async () => {
    const refused = new EmailJSResponseStatus(400, 'The template ID is invalid')
    vi.mocked(send).mockRejectedValue(refused)
    await expect(sendOrderRequest(order)).rejects.toBe(refused)
  })
})

describe('the other templates', () => {
  it('sends a contact message with its reference and the hidden to_email', async () => {
    const message = {
      from_name: 'Asha Verma',
      from_email: 'asha@example.com',
      subject: 'Bulk moong',
      message: 'Do you ship to Pune?',
      reference: '7QK2-XM9A',
    }
    await sendContactMessage(message)
    expect(send).toHaveBeenCalledWith(env.emailjs.serviceId, env.emailjs.templates.contact, {
      ...message,
      to_email: env.contactToEmail,
    })
  })

  it('sends a job application as it is, with its reference, with its own template', async () => {
    const application = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876543210',
      cvLink: 'https://example.com/cv.pdf',
      message: '',
      job_title: 'Sales Executive',
      job_department: 'Sales',
      job_type: 'Full-time',
      reference: '7QK2-XM9A',
    }
    await sendJobApplication(application)
    expect(send).toHaveBeenCalledWith(
      env.emailjs.serviceId,
      env.emailjs.templates.application,
      application,
    )
  })
})

describe('emailFailure', () => {
  it('passes on the provider text of a rejected send (status object)', () => {
    expect(emailFailure(new EmailJSResponseStatus(400, 'The template ID is invalid'))).toEqual({
      reason: 'answered',
      status: 400,
      text: 'The template ID is invalid',
    })
  })

  it('accepts a status-like object that is not the SDK class', () => {
    expect(emailFailure({ status: 400, text: '  Bad template params  ' })).toEqual({
      reason: 'answered',
      status: 400,
      text: 'Bad template params',
    })
  })

  it('keeps the status when the provider sent no text', () => {
    expect(emailFailure({ status: 502, text: '' })).toEqual({
      reason: 'answered',
      status: 502,
      text: '',
    })
    expect(emailFailure({ status: 500, text: 42 })).toEqual({
      reason: 'answered',
      status: 500,
      text: '',
    })
  })

  it.each([
    [451, 'Unavailable For Headless Browser', 'automated'],
    [403, 'Forbidden', 'blocked'],
    [429, 'Too Many Requests', 'tooMany'],
    [0, 'Network Error', 'network'],
  ])('tells the SDK guard status %i (%s) apart as %s', (status, sdkText, reason) => {
    expect(emailFailure(new EmailJSResponseStatus(status, sdkText))).toEqual({ reason })
  })

  it('treats a failed fetch (TypeError) as a network error', () => {
    expect(emailFailure(new TypeError('Failed to fetch'))).toEqual({ reason: 'network' })
  })

  it('passes on a thrown string (the SDK throws strings for missing ids)', () => {
    expect(emailFailure('The public key is required.')).toEqual({
      reason: 'message',
      text: 'The public key is required.',
    })
  })

  it('falls back to an Error message, then to not knowing', () => {
    expect(emailFailure(new Error('boom'))).toEqual({ reason: 'message', text: 'boom' })
    expect(emailFailure('   ')).toEqual({ reason: 'unknown' })
    expect(emailFailure(undefined)).toEqual({ reason: 'unknown' })
    expect(emailFailure({ nothing: true })).toEqual({ reason: 'unknown' })
  })
})
