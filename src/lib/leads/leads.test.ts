// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import indexes from '../../../firestore.indexes.json'
import { trackHandoverClaim } from '@/lib/handovers/handover-in-flight'
import {
  leadReference,
  listMyOrderRequests,
  listOrderRequests,
  markLeadNotified,
  newLeadId,
  recordContactMessage,
  recordJobApplication,
  recordOrderRequest,
  type OrderRequestInput,
} from './leads'
import { LeadThrottled } from './lead-throttle'
import { LEAD_THROTTLE } from '@/lib/schema'
import { TIME_LIMITS, TimedOut } from '@/lib/util/time-limit'

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

const ORDER: OrderRequestInput = {
  source: 'enquiry',
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Asha Traders Pvt Ltd',
  delivery: '302001',
  message: '',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [
    { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2850 },
    { product: 'Kala Chana in 50 kg sacks', size: '', packs: 4, packPrice: 0 },
  ],
  totalKg: 60,
  total: 5700,
}

describe('newLeadId', () => {
  it('makes 20 letters and digits, a new id each time', () => {
    const ids = Array.from({ length: 200 }, newLeadId)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('draws on crypto.getRandomValues, dropping the bytes that would favour some characters', () => {
    // 248 = 4 × 62: from there on a byte would map to A–D a fifth time.
    const bytes = [0, 25, 26, 51, 52, 61, 62, 247, 248, 255]
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const target = array as Uint8Array
      target.forEach((_, i) => (target[i] = bytes[i % bytes.length] as number))
      return array
    })
    // Per round of 10 bytes: A Z a z 0 9 A 9, then 248 and 255 are dropped.
    expect(newLeadId()).toBe('AZaz09A9AZaz09A9AZaz')
  })
})

describe('leadReference', () => {
  it('is the first eight characters in capitals, in two groups of four', () => {
    expect(leadReference('aB3dEf9hIjKlMnOpQrSt')).toBe('AB3D-EF9H')
  })

  it('has that form for every new id', () => {
    for (let i = 0; i < 50; i++)
      expect(leadReference(newLeadId())).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  })
})

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
        { data: { ...message, authorUid: 'asha', notified: false }, stamped: ['createdAt'] },
      ],
      ['leadThrottle', 'asha', { data: { lead: 'contactMessages/m-1' }, stamped: ['at'] }],
    ])
    expect(committed(1)).toEqual([
      [
        'jobApplications',
        'a-1',
        { data: { ...application, authorUid: 'asha', notified: false }, stamped: ['createdAt'] },
      ],
      ['leadThrottle', 'asha', { data: { lead: 'jobApplications/a-1' }, stamped: ['at'] }],
    ])
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

describe('listOrderRequests', () => {
  const stored = (id: string, changes: Record<string, unknown> = {}) => ({
    id,
    data: {
      ...ORDER,
      authorUid: 'guest',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      notified: true,
      status: 'new',
      ...changes,
    },
  })

  it("asks for the author's own requests, newest first, and gives them with id and reference", async () => {
    firestore.readCollection.mockResolvedValue([stored('Zx12ab34cd56ef78gh90')])
    expect(await listOrderRequests('guest')).toEqual([
      {
        ...ORDER,
        id: 'Zx12ab34cd56ef78gh90',
        reference: 'ZX12-AB34',
        createdAt: new Date('2026-11-20T10:00:00Z'),
        notified: true,
        status: 'new',
      },
    ])
    expect(firestore.readCollection).toHaveBeenCalledWith('orderRequests', {
      where: ['authorUid', 'guest'],
      newestFirst: true,
    })
  })

  it('leaves out stored requests not in the expected form', async () => {
    firestore.readCollection.mockResolvedValue([
      stored('good'),
      stored('no-lines', { lines: undefined }),
      stored('odd-size', { lines: [{ ...ORDER.lines[0], size: '2kg' }] }),
      stored('string-date', { createdAt: '2026-11-20' }),
      stored('odd-source', { source: 'phone' }),
    ])
    expect((await listOrderRequests('guest')).map((r) => r.id)).toEqual(['good'])
  })

  it('throws when the read fails', async () => {
    firestore.readCollection.mockRejectedValue(refused())
    await expect(listOrderRequests('guest')).rejects.toMatchObject({ code: 'permission-denied' })
  })

  it('has the index its query needs declared for deploying (firestore.indexes.json)', () => {
    expect(indexes.indexes).toContainEqual({
      collectionGroup: 'orderRequests',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'authorUid', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    })
  })
})

describe('listMyOrderRequests', () => {
  const record = (id: string, authorUid: string, sent: string) => ({
    id,
    data: {
      ...ORDER,
      authorUid,
      createdAt: new Date(sent),
      notified: true,
      status: 'new',
    },
  })
  /** asha's own request, and two guests' handed over to her (one of them also hers). */
  const STORED: Record<string, { id: string; data: Record<string, unknown> }[]> = {
    asha: [record('own-mid', 'asha', '2026-11-20T10:00:00Z')],
    'guest-1': [
      record('guest-new', 'guest-1', '2026-11-24T10:00:00Z'),
      record('guest-old', 'guest-1', '2026-11-01T10:00:00Z'),
    ],
    'guest-2': [record('own-mid', 'asha', '2026-11-20T10:00:00Z')],
  }
  const HANDED_OVER = [
    { id: 'guest-1', data: {} },
    { id: 'guest-2', data: {} },
  ]

  beforeEach(() => {
    firestore.readCollection.mockImplementation(
      async (collection: string, { where }: { where: [string, string] }) =>
        collection === 'leadHandovers' ? HANDED_OVER : (STORED[where[1]] ?? []),
    )
  })

  it("gives an account's own requests and those handed over to it, newest first, each once", async () => {
    const records = await listMyOrderRequests({ uid: 'asha', isAnonymous: false })
    expect(records.map((r) => r.id)).toEqual(['guest-new', 'own-mid', 'guest-old'])
    expect(firestore.readCollection).toHaveBeenCalledWith('leadHandovers', {
      where: ['to', 'asha'],
    })
    expect(firestore.readCollection).toHaveBeenCalledWith('orderRequests', {
      where: ['authorUid', 'guest-1'],
      newestFirst: true,
    })
  })

  it('asks for no hand-overs for a guest: only an account can claim one', async () => {
    const records = await listMyOrderRequests({ uid: 'guest-1', isAnonymous: true })
    expect(records.map((r) => r.id)).toEqual(['guest-new', 'guest-old'])
    expect(firestore.readCollection).toHaveBeenCalledOnce()
  })

  it('waits for a claim under way in this page before reading', async () => {
    let settle = () => {}
    trackHandoverClaim(new Promise<void>((resolve) => (settle = resolve)))
    const listing = listMyOrderRequests({ uid: 'asha', isAnonymous: false })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(firestore.readCollection).not.toHaveBeenCalled()
    settle()
    expect(await listing).toHaveLength(3)
  })

  it('throws when the hand-overs cannot be read', async () => {
    firestore.readCollection.mockImplementation(async (collection: string) => {
      if (collection === 'leadHandovers') throw refused()
      return []
    })
    await expect(listMyOrderRequests({ uid: 'asha', isAnonymous: false })).rejects.toMatchObject({
      code: 'permission-denied',
    })
  })
})
