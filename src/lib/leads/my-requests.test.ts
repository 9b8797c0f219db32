// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import indexes from '../../../firestore.indexes.json'
import { trackHandoverClaim } from '@/lib/leads/handover/handover-in-flight'
import { ORDER_INPUT as ORDER } from '@/test/order-requests'
import { listMyOrderRequests, listOrderRequests } from './my-requests'

const firestore = vi.hoisted(() => ({ readCollection: vi.fn() }))
vi.mock('@/lib/firebase/firestore', () => firestore)

beforeEach(() => vi.resetAllMocks())

const refused = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })

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
        quote: null,
        // Stored without one, by a page before the site had another language than English.
        language: 'en',
      },
    ])
    expect(firestore.readCollection).toHaveBeenCalledWith('orderRequests', {
      where: ['authorUid', 'guest'],
      newestFirst: true,
    })
  })

  it('gives the language the buyer wrote in, which a mail sent again says', async () => {
    firestore.readCollection.mockResolvedValue([stored('Zx12ab34cd56ef78gh90', { language: 'hi' })])
    const [request] = await listOrderRequests('guest')
    expect(request?.language).toBe('hi')
  })

  it('gives a request’s current quote and the buyer’s answer to it', async () => {
    firestore.readCollection.mockResolvedValue([
      stored('Zx12ab34cd56ef78gh90', {
        status: 'new',
        quoteId: 'Qu0te1d0000000000002',
        quoteVersion: 2,
        quoteDecision: 'changes',
      }),
    ])
    const [request] = await listOrderRequests('guest')
    expect(request?.quote).toEqual({ id: 'Qu0te1d0000000000002', version: 2, decision: 'changes' })
    expect(request).not.toHaveProperty('quoteId')
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
