// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  markLeadNotified,
  recordContactMessage,
  recordJobApplication,
  recordOrderRequest,
} from './record'
import { ORDER_INPUT as ORDER } from '@/test/order-requests'
import { LeadThrottled } from './lead-throttle'
import { LEAD_THROTTLE } from '@/lib/schema'
import { TIME_LIMITS, TimedOut } from '@/lib/util/time-limit'
import { activate } from '@/lib/i18n/runtime'

const firestore = vi.hoisted(() => ({
  createDocuments: vi.fn(),
  isRefusal: (error: unknown) => (error as { code?: string }).code === 'permission-denied',
  readDocument: vi.fn(),
  readCollection: vi.fn(),
  updateDocument: vi.fn(),
}))
vi.mock('@/lib/firebase/firestore', () => firestore)

beforeEach(() => vi.resetAllMocks())

const refused = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })

/** The documents of the first commit: collection, id and data of each. */
const committed = (call = 0) =>
  (firestore.createDocuments.mock.calls[call]?.[0] as { name: string; id: string }[]).map(
    ({ name, id, ...rest }) => [name, id, rest],
  )

/** The lead's own read-back and the author's throttle document, as the store answers them. */
function stored(lead: unknown, throttle: unknown = null) {
  firestore.readDocument.mockImplementation((name: string) =>
    name === 'leadThrottle' ? throttle : lead,
  )
}

describe('recordOrderRequest', () => {
  it("writes exactly the record's fields, with the author's throttle naming it, in one commit", async () => {
    firestore.createDocuments.mockResolvedValue(undefined)
    const input = { ...ORDER, lines: [{ ...ORDER.lines[0]!, note: 'x' }], sessionId: 's1' }
    await expect(recordOrderRequest('lead-1', 'guest', input)).resolves.toEqual({
      notified: false,
    })
    expect(committed()).toEqual([
      [
        'orderRequests',
        'lead-1',
        {
          data: {
            ...ORDER,
            lines: [ORDER.lines[0]],
            authorUid: 'guest',
            notified: false,
            status: 'new',
            // What the desk searches by, worked out from those fields.
            search: {
              ref: 'LEAD-1',
              name: ORDER.name.toLowerCase(),
              company: ORDER.company.toLowerCase(),
              email: ORDER.email.toLowerCase(),
              phone: ORDER.phone.replace(/\D/g, '').slice(-10),
            },
            // The language of the page it was sent from.
            language: 'en',
          },
          stamped: ['createdAt'],
        },
      ],
      ['leadThrottle', 'guest', { data: { lead: 'orderRequests/lead-1' }, stamped: ['at'] }],
    ])
    expect(firestore.readDocument).not.toHaveBeenCalled()
  })

  it('counts a refused write as done when the lead is there to read: an earlier attempt landed', async () => {
    firestore.createDocuments.mockRejectedValue(refused())
    stored({ authorUid: 'guest', notified: false })
    await expect(recordOrderRequest('lead-1', 'guest', ORDER)).resolves.toEqual({
      notified: false,
    })
    expect(firestore.createDocuments).toHaveBeenCalledTimes(1)
    expect(firestore.readDocument).toHaveBeenCalledWith('orderRequests', 'lead-1')
  })

  it('says so when that earlier attempt was also mailed (marked notified)', async () => {
    firestore.createDocuments.mockRejectedValue(refused())
    stored({ authorUid: 'guest', notified: true })
    await expect(recordOrderRequest('lead-1', 'guest', ORDER)).resolves.toEqual({
      notified: true,
    })
  })

  it('reports how long to wait when the author recorded another lead moments ago', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:05Z') })
    firestore.createDocuments.mockRejectedValue(refused())
    stored(null, { at: new Date('2026-11-27T10:00:00Z'), lead: 'contactMessages/other' })
    await expect(recordOrderRequest('lead-1', 'guest', ORDER)).rejects.toEqual(
      new LeadThrottled(LEAD_THROTTLE.seconds - 5),
    )
    expect(firestore.readDocument).toHaveBeenCalledWith('leadThrottle', 'guest')
    vi.useRealTimers()
  })

  it("throws the write's error when the lead is not there (a missing lead cannot be read)", async () => {
    const error = refused()
    firestore.createDocuments.mockRejectedValue(error)
    firestore.readDocument.mockRejectedValue(refused())
    await expect(recordOrderRequest('lead-1', 'guest', ORDER)).rejects.toBe(error)
    // The author's last lead long ago: the refusal is not the throttle's.
    stored(null, { at: new Date('2026-01-01T00:00:00Z'), lead: 'orderRequests/old' })
    await expect(recordOrderRequest('lead-1', 'guest', ORDER)).rejects.toBe(error)
  })

  it('asks nothing of the throttle when the write failed for another reason than the rules', async () => {
    const error = new Error('unavailable')
    firestore.createDocuments.mockRejectedValue(error)
    stored(null, { at: new Date(), lead: 'orderRequests/other' })
    await expect(recordOrderRequest('lead-1', 'guest', ORDER)).rejects.toBe(error)
    expect(firestore.readDocument).not.toHaveBeenCalledWith('leadThrottle', 'guest')
  })

  describe('against a stalled network', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('gives up in time, and a retry of the same id finds the write that landed meanwhile', async () => {
      firestore.createDocuments.mockReturnValueOnce(new Promise(() => {}))
      firestore.readDocument.mockResolvedValueOnce(null)
      const first = recordOrderRequest('lead-1', 'guest', ORDER).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(TIME_LIMITS.sendMs)
      expect(await first).toBeInstanceOf(TimedOut)

      firestore.createDocuments.mockRejectedValueOnce(refused())
      stored({ authorUid: 'guest', notified: false })
      await expect(recordOrderRequest('lead-1', 'guest', ORDER)).resolves.toEqual({
        notified: false,
      })
      expect(firestore.createDocuments).toHaveBeenCalledTimes(2)
      expect(committed(1)[0]?.[1]).toBe('lead-1')
    })
  })
})

describe('recordContactMessage and recordJobApplication', () => {
  it('write the message and the application with exactly their fields', async () => {
    firestore.createDocuments.mockResolvedValue(undefined)
    const message = {
      from_name: 'Asha',
      from_email: 'asha@example.com',
      subject: 'Bulk',
      message: 'Quote please',
    }
    await recordContactMessage('m-1', 'asha', { ...message, to_email: 'x' } as typeof message)
    const application = {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      cvLink: 'https://example.com/cv.pdf',
      message: '',
      jobId: '101',
      job_title: 'Frontend Developer',
      job_department: 'Technology',
      job_type: 'Full-time',
    }
    await recordJobApplication('a-1', 'asha', application)
    expect(committed(0)).toEqual([
      [
        'contactMessages',
        'm-1',
        {
          data: {
            ...message,
            authorUid: 'asha',
            notified: false,
            search: { ref: 'M-1', name: 'asha', email: 'asha@example.com' },
            language: 'en',
          },
          stamped: ['createdAt'],
        },
      ],
      ['leadThrottle', 'asha', { data: { lead: 'contactMessages/m-1' }, stamped: ['at'] }],
    ])
    expect(committed(1)).toEqual([
      [
        'jobApplications',
        'a-1',
        {
          data: {
            ...application,
            authorUid: 'asha',
            notified: false,
            search: {
              ref: 'A-1',
              name: 'asha verma',
              email: 'asha@example.com',
              phone: '9876543210',
            },
            language: 'en',
          },
          stamped: ['createdAt'],
        },
      ],
      ['leadThrottle', 'asha', { data: { lead: 'jobApplications/a-1' }, stamped: ['at'] }],
    ])
  })
})

describe('a lead sent from a Hindi page', () => {
  afterEach(() => activate('en', null))

  it('records that its author wrote in Hindi, whatever its kind', async () => {
    firestore.createDocuments.mockResolvedValue(undefined)
    activate('hi', null)
    await recordOrderRequest('lead-1', 'guest', ORDER)
    await recordContactMessage('m-1', 'guest', {
      from_name: 'आशा',
      from_email: 'asha@example.com',
      subject: 'थोक',
      message: 'भाव भेजें',
    })
    await recordJobApplication('a-1', 'guest', {
      name: 'आशा वर्मा',
      email: 'asha@example.com',
      phone: '9876543210',
      cvLink: 'https://example.com/cv.pdf',
      message: '',
      jobId: '101',
      job_title: 'Sales Executive',
      job_department: 'Sales',
      job_type: 'Full-time',
    })
    for (const call of [0, 1, 2]) {
      expect(committed(call)[0]?.[2]).toMatchObject({ data: { language: 'hi' } })
    }
  })
})

describe('markLeadNotified', () => {
  it('sets notified and nothing else', async () => {
    firestore.updateDocument.mockResolvedValue(undefined)
    await markLeadNotified('contactMessages', 'm-1')
    expect(firestore.updateDocument).toHaveBeenCalledWith('contactMessages', 'm-1', {
      notified: true,
    })
  })

  it('counts a refusal as done when the lead is already marked, and throws when it is not', async () => {
    const error = refused()
    firestore.updateDocument.mockRejectedValue(error)
    firestore.readDocument.mockResolvedValueOnce({ notified: true })
    await expect(markLeadNotified('jobApplications', 'a-1')).resolves.toBeUndefined()
    firestore.readDocument.mockResolvedValueOnce({ notified: false })
    await expect(markLeadNotified('jobApplications', 'a-1')).rejects.toBe(error)
  })
})
