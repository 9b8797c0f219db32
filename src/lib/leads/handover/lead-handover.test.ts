import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { claimHandover, HANDOVER_CLAIM_MAX_AGE_MS, prepareHandover } from './lead-handover'
import { storePendingClaim, takePendingClaim } from './pending-claim'

const firestore = vi.hoisted(() => ({
  createDocument: vi.fn(),
  readDocument: vi.fn(),
  readCollection: vi.fn(),
  updateDocument: vi.fn(),
}))
vi.mock('@/lib/firebase/firestore', () => firestore)

const refused = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })
const unavailable = () =>
  Object.assign(new Error('Failed to get document because the client is offline.'), {
    code: 'unavailable',
  })

const GUEST = 'guest-7f3k'
const KEY = 'Hk3v9QpL2xTz7WmN4rYb8CdF6gJs1aEu'
const NOW = Date.parse('2026-11-25T09:30:00Z')
const ORDER_IDS = ['Zx12ab34cd56ef78gh90', 'Qw98er76ty54ui32op10']

const storedItem = () => localStorage.getItem(STORAGE_KEYS.pendingClaim)

beforeEach(() => {
  vi.resetAllMocks()
  localStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

describe('prepareHandover', () => {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW)
    firestore.readCollection.mockResolvedValue(
      [...ORDER_IDS, 'seeded-lead'].map((id) => ({ id, data: {} })),
    )
  })

  it("writes the guest's hand-over with a new key and their order ids, and stores its claim", async () => {
    firestore.createDocument.mockResolvedValue(undefined)
    await prepareHandover(GUEST)

    expect(firestore.readCollection).toHaveBeenCalledWith('orderRequests', {
      where: ['authorUid', GUEST],
      newestFirst: true,
      limit: 50,
    })
    expect(firestore.createDocument).toHaveBeenCalledWith('leadHandovers', GUEST, {
      key: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      // An id not of the form the app makes is left out: the rules would refuse the whole write.
      orderRequests: ORDER_IDS,
    })
    const { key } = firestore.createDocument.mock.calls[0]?.[2] as { key: string }
    expect(takePendingClaim()).toEqual({ status: 'decoded', claim: [GUEST, key, NOW] })
  })

  it('makes a new key every time', async () => {
    firestore.createDocument.mockResolvedValue(undefined)
    await prepareHandover(GUEST)
    await prepareHandover(GUEST)
    const [first, second] = firestore.createDocument.mock.calls.map((call) => call[2].key)
    expect(first).not.toBe(second)
  })

  it("stores the key of the guest's earlier hand-over, not yet claimed, when the write is refused", async () => {
    firestore.createDocument.mockRejectedValue(refused())
    firestore.readDocument.mockResolvedValue({
      key: KEY,
      createdAt: new Date(NOW - 5000),
      orderRequests: [],
    })
    await prepareHandover(GUEST)
    expect(firestore.readDocument).toHaveBeenCalledWith('leadHandovers', GUEST)
    expect(takePendingClaim()).toEqual({ status: 'decoded', claim: [GUEST, KEY, NOW] })
  })

  it.each([
    ['claimed already', { key: KEY, createdAt: new Date(NOW), orderRequests: [], to: 'asha' }],
    ['not there', null],
  ])("throws the write's error and stores nothing when the earlier one is %s", async (_, doc) => {
    const error = refused()
    firestore.createDocument.mockRejectedValue(error)
    firestore.readDocument.mockResolvedValue(doc)
    await expect(prepareHandover(GUEST)).rejects.toBe(error)
    expect(storedItem()).toBeNull()
  })

  it("writes nothing when the guest's requests cannot be listed", async () => {
    firestore.readCollection.mockRejectedValue(unavailable())
    await expect(prepareHandover(GUEST)).rejects.toMatchObject({ code: 'unavailable' })
    expect(firestore.createDocument).not.toHaveBeenCalled()
    expect(storedItem()).toBeNull()
  })
})

describe('claimHandover', () => {
  const tuple = [GUEST, KEY, NOW] as const
  const claim = (uid = 'asha', now = NOW + 60_000, claimed = tuple) =>
    claimHandover(claimed, uid, localStorage, now)

  it('names the account and proves the key, then removes the item', async () => {
    let itemDuringClaim: string | null = null
    firestore.updateDocument.mockImplementation(async () => {
      itemDuringClaim = storedItem()
    })
    await claim()
    expect(firestore.updateDocument).toHaveBeenCalledWith('leadHandovers', GUEST, {
      to: 'asha',
      proof: KEY,
    })
    // Kept while the claim was under way, so a page closed meanwhile claims at its next start.
    expect(itemDuringClaim).not.toBeNull()
    expect(storedItem()).toBeNull()
  })

  it.each([
    ['a stale claim', () => claim('asha', NOW + HANDOVER_CLAIM_MAX_AGE_MS)],
    [
      'a claim for the guest itself (an account made by signing up keeps its id)',
      () => claim(GUEST),
    ],
    ['a tuple of another form', () => claim('asha', NOW, ['GSTIN', 30, 'kg'] as never)],
  ])('makes nothing of %s', async (_, run) => {
    await run()
    expect(firestore.updateDocument).not.toHaveBeenCalled()
    expect(storedItem()).toBeNull()
  })

  it('claims one just under the age limit', async () => {
    firestore.updateDocument.mockResolvedValue(undefined)
    await claim('asha', NOW + HANDOVER_CLAIM_MAX_AGE_MS - 1)
    expect(firestore.updateDocument).toHaveBeenCalledOnce()
  })

  it('drops a refused claim (a wrong key, no hand-over, claimed already) without throwing', async () => {
    firestore.updateDocument.mockRejectedValue(refused())
    await expect(claim()).resolves.toBeUndefined()
    expect(storedItem()).toBeNull()
  })

  it('counts a failed claim as done when the hand-over reads as claimed by the account', async () => {
    firestore.updateDocument.mockRejectedValue(unavailable())
    firestore.readDocument.mockResolvedValue({ key: KEY, to: 'asha', proof: KEY })
    await claim()
    expect(firestore.readDocument).toHaveBeenCalledWith('leadHandovers', GUEST)
    expect(storedItem()).toBeNull()
  })

  it('keeps the item for the next start when the network failed and nothing landed', async () => {
    firestore.updateDocument.mockRejectedValue(unavailable())
    firestore.readDocument.mockRejectedValue(refused())
    await expect(claim()).resolves.toBeUndefined()
    expect(takePendingClaim()).toEqual({ status: 'decoded', claim: [GUEST, KEY, NOW] })
  })

  it('leaves a newer item stored meanwhile in place', async () => {
    const newer = { guestUid: 'guest-2', key: KEY, createdAtMillis: NOW + 1 }
    firestore.updateDocument.mockImplementation(async () => {
      storePendingClaim(newer)
    })
    await claim()
    expect(takePendingClaim()).toEqual({ status: 'decoded', claim: ['guest-2', KEY, NOW + 1] })
  })
})
