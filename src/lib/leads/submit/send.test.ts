// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ensureSignedIn } from '@/lib/session/auth'
import { sendContactMessage, sendJobApplication, sendOrderRequest } from '@/lib/mail/email'
import { activate } from '@/lib/i18n/runtime'
import { leadReference } from '@/lib/leads/submit/lead-id'
import {
  markLeadNotified,
  recordContactMessage,
  recordJobApplication,
  recordOrderRequest,
} from './record'
import { LeadThrottled } from './lead-throttle'
import { orderMail } from './order-mail'
import {
  mailOrderRequestAgain,
  notifiedMarksSettled,
  RECORD_GRACE_MS,
  submitContactMessage,
  submitJobApplication,
  submitOrderRequest,
} from './send'

vi.mock('@/lib/session/auth', () => ({ ensureSignedIn: vi.fn() }))
vi.mock('@/lib/mail/email', () => ({
  sendContactMessage: vi.fn(),
  sendOrderRequest: vi.fn(),
  sendJobApplication: vi.fn(),
}))
vi.mock('./record', () => ({
  recordContactMessage: vi.fn(),
  recordOrderRequest: vi.fn(),
  recordJobApplication: vi.fn(),
  markLeadNotified: vi.fn(),
}))

const ID = 'q7Rk2xM9aBcDeFgHiJkL'
const contact = {
  from_name: 'Asha Gupta',
  from_email: 'asha@example.com',
  subject: 'Rates for tur dal',
  message: 'Please send this week’s rates.',
}
const order = {
  source: 'buy-now' as const,
  name: 'Sharma Kirana',
  email: 'sharma@example.com',
  phone: '9829011223',
  company: '',
  delivery: '',
  message: '',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [{ product: 'Masoor Dal', size: '1kg' as const, packs: 1, packPrice: 95 }],
  totalKg: 1,
  total: 95,
}
/** The order's mail, made from the order (order-mail.ts), sent from an English page. */
const orderMailOf = (userId?: string) =>
  orderMail({ ...order, language: 'en' }, leadReference(ID), userId)

/** A promise and the functions that settle it, for work that answers when the test says. */
function held<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets every queued promise callback (and dynamic import) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  vi.useRealTimers()
  vi.mocked(ensureSignedIn).mockReset().mockResolvedValue('guest-uid')
  vi.mocked(recordContactMessage).mockReset().mockResolvedValue({ notified: false })
  vi.mocked(recordOrderRequest).mockReset().mockResolvedValue({ notified: false })
  vi.mocked(recordJobApplication).mockReset().mockResolvedValue({ notified: false })
  vi.mocked(markLeadNotified).mockReset().mockResolvedValue()
  vi.mocked(sendContactMessage).mockReset().mockResolvedValue()
  vi.mocked(sendOrderRequest).mockReset().mockResolvedValue()
  vi.mocked(sendJobApplication).mockReset().mockResolvedValue()
  activate('en', null)
})

/** The message's mail: its fields, the language under the message, and the reference. */
const referenced = {
  ...contact,
  message: `${contact.message}\n\nLanguage: English`,
  reference: leadReference(ID),
}

describe('submitting a lead', () => {
  it('records it under the sender’s id, mails it with its reference, then marks the record notified', async () => {
    const outcome = await submitContactMessage(ID, contact)
    expect(recordContactMessage).toHaveBeenCalledWith(ID, 'guest-uid', contact)
    expect(sendContactMessage).toHaveBeenCalledWith(referenced)
    expect(outcome).toEqual({ reference: leadReference(ID), recorded: true })
    await notifiedMarksSettled()
    expect(markLeadNotified).toHaveBeenCalledWith('contactMessages', ID)
  })

  it('answers once the mail is out and the record written, without waiting for the notified mark', async () => {
    const mark = held()
    vi.mocked(markLeadNotified).mockReturnValue(mark.promise)
    await expect(submitContactMessage(ID, contact)).resolves.toEqual({
      reference: leadReference(ID),
      recorded: true,
    })
    // The mark is still under way; whoever reads the sender's leads next waits for it.
    let marked = false
    const settled = notifiedMarksSettled().then(() => (marked = true))
    await settle()
    expect(markLeadNotified).toHaveBeenCalledWith('contactMessages', ID)
    expect(marked).toBe(false)
    mark.resolve()
    await settled
    expect(marked).toBe(true)
  })

  it('mails only once the record has answered: the rules are the gate', async () => {
    const write = held<{ notified: boolean }>()
    vi.mocked(recordOrderRequest).mockReturnValue(write.promise)
    const outcome = submitOrderRequest(ID, order)
    await settle()
    expect(sendOrderRequest).not.toHaveBeenCalled()
    write.resolve({ notified: false })
    await expect(outcome).resolves.toEqual({ reference: leadReference(ID), recorded: true })
    expect(sendOrderRequest).toHaveBeenCalledWith(orderMailOf())
  })

  it('mails an order request made from its record, with the signed-in buyer’s id', async () => {
    vi.mocked(recordOrderRequest).mockResolvedValue({ notified: false })
    await submitOrderRequest(ID, order, 'uid-1')
    expect(recordOrderRequest).toHaveBeenCalledWith(ID, expect.any(String), order)
    expect(sendOrderRequest).toHaveBeenCalledExactlyOnceWith(orderMailOf('uid-1'))
  })

  it('mails a request on record again as its first mail went, then marks it', async () => {
    const request = { ...order, id: ID, reference: leadReference(ID), language: 'en' as const }
    await mailOrderRequestAgain(
      { ...request, createdAt: new Date(), status: 'new', notified: false, quote: null },
      'uid-1',
    )
    expect(sendOrderRequest).toHaveBeenCalledExactlyOnceWith(orderMailOf('uid-1'))
    expect(markLeadNotified).toHaveBeenCalledWith('orderRequests', ID)
  })

  it('says in every mail which language the buyer wrote in: the page’s, or the record’s when sent again', async () => {
    activate('hi', null)
    const hindi = 'Language: Hindi (the buyer wrote in Hindi)'
    await submitOrderRequest(ID, order)
    expect(vi.mocked(sendOrderRequest).mock.calls[0]?.[0].facts).toContain(hindi)
    await submitContactMessage(ID, contact)
    expect(sendContactMessage).toHaveBeenCalledWith({
      ...referenced,
      message: `${contact.message}\n\n${hindi}`,
    })
    const application = {
      name: 'आशा वर्मा',
      email: 'asha@example.com',
      phone: '9876543210',
      cvLink: 'https://example.com/cv.pdf',
      message: '',
      jobId: '101',
      job_title: 'Sales Executive',
      job_department: 'Sales',
      job_type: 'Full-time',
    }
    await submitJobApplication(ID, application)
    expect(sendJobApplication).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'आशा वर्मा', message: hindi }),
    )

    activate('en', null)
    await mailOrderRequestAgain({
      ...order,
      id: ID,
      reference: leadReference(ID),
      createdAt: new Date(),
      status: 'new',
      notified: false,
      quote: null,
      language: 'hi',
    })
    expect(vi.mocked(sendOrderRequest).mock.calls[1]?.[0].facts).toContain(hindi)
  })

  it('refuses a lead the rules refuse for the sender’s last one: nothing is mailed', async () => {
    vi.mocked(recordOrderRequest).mockRejectedValue(new LeadThrottled(12))
    await expect(submitOrderRequest(ID, order)).rejects.toEqual(new LeadThrottled(12))
    expect(sendOrderRequest).not.toHaveBeenCalled()
  })

  it('does not mail again a lead an earlier attempt recorded and mailed', async () => {
    vi.mocked(recordOrderRequest).mockResolvedValue({ notified: true })
    await expect(submitOrderRequest(ID, order)).resolves.toEqual({
      reference: leadReference(ID),
      recorded: true,
    })
    expect(sendOrderRequest).not.toHaveBeenCalled()
    await notifiedMarksSettled()
    expect(markLeadNotified).not.toHaveBeenCalled()
  })

  it('mails a lead an earlier attempt recorded but did not mail, and marks it', async () => {
    vi.mocked(recordOrderRequest).mockResolvedValue({ notified: false })
    await submitOrderRequest(ID, order)
    expect(sendOrderRequest).toHaveBeenCalledTimes(1)
    await notifiedMarksSettled()
    expect(markLeadNotified).toHaveBeenCalledWith('orderRequests', ID)
  })

  it('mails without the record when it has not answered in its grace time, and marks it once it lands', async () => {
    vi.useFakeTimers()
    const write = held<{ notified: boolean }>()
    vi.mocked(recordOrderRequest).mockReturnValue(write.promise)
    const outcome = submitOrderRequest(ID, order)
    await vi.advanceTimersByTimeAsync(RECORD_GRACE_MS - 1)
    expect(sendOrderRequest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toEqual({ reference: leadReference(ID), recorded: false })
    expect(sendOrderRequest).toHaveBeenCalledWith(orderMailOf())
    expect(markLeadNotified).not.toHaveBeenCalled()
    write.resolve({ notified: false })
    await notifiedMarksSettled()
    expect(markLeadNotified).toHaveBeenCalledWith('orderRequests', ID)
  })

  it('rejects with the mail’s own error when the mail fails, and marks nothing', async () => {
    const failure = { status: 500, text: 'Mail is down' }
    vi.mocked(sendContactMessage).mockRejectedValue(failure)
    await expect(submitContactMessage(ID, contact)).rejects.toBe(failure)
    await settle()
    expect(markLeadNotified).not.toHaveBeenCalled()
  })

  it('still mails, unrecorded, when the record cannot be written', async () => {
    vi.mocked(ensureSignedIn).mockRejectedValue(new Error('auth/network-request-failed'))
    const outcome = await submitContactMessage(ID, contact)
    expect(sendContactMessage).toHaveBeenCalledWith(referenced)
    expect(recordContactMessage).not.toHaveBeenCalled()
    await notifiedMarksSettled()
    expect(markLeadNotified).not.toHaveBeenCalled()
    expect(outcome).toEqual({ reference: leadReference(ID), recorded: false })
  })

  it('counts a sent mail as sent when only the notified mark fails', async () => {
    vi.mocked(markLeadNotified).mockRejectedValue(new Error('unavailable'))
    await expect(submitContactMessage(ID, contact)).resolves.toEqual({
      reference: leadReference(ID),
      recorded: true,
    })
    await expect(notifiedMarksSettled()).resolves.toBeUndefined()
  })
})
