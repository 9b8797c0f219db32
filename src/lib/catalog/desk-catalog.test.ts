// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { COLLECTIONS, PRICE_MAX } from '@/lib/schema'
import { readProductsForDesk, saveProductPrices } from './desk-catalog'

const lib = vi.hoisted(() => ({
  readCollection: vi.fn(),
  updateDocuments: vi.fn(),
  staffUid: vi.fn<() => string | null>(),
}))
vi.mock('@/lib/firebase/firestore', () => ({
  readCollection: lib.readCollection,
  updateDocuments: lib.updateDocuments,
}))
vi.mock('@/lib/session/staff', () => ({ staffUid: lib.staffUid }))

beforeEach(() => {
  lib.readCollection.mockReset()
  lib.updateDocuments.mockReset().mockResolvedValue(undefined)
  lib.staffUid.mockReset().mockReturnValue('desk-uid')
})

describe('readProductsForDesk', () => {
  it('reads every named product from Firestore, by name, with the sizes it is sold in', async () => {
    lib.readCollection.mockResolvedValue([
      { id: 'urad', data: { product: 'Urad Dal', image: '/u.svg', prices: { '1kg': 120 } } },
      { id: 'bura', data: { product: 'Bura', prices: { '500gm': 0, '1kg': 'a lot', '5kg': 210 } } },
      { id: 'arhar', data: { product: 'Arhar Dal', prices: 'ask' } },
      { id: 'nameless', data: { prices: { '1kg': 90 } } },
    ])
    expect(await readProductsForDesk()).toEqual([
      { id: 'arhar', name: 'Arhar Dal', prices: {} },
      { id: 'bura', name: 'Bura', prices: { '5kg': 210 } },
      { id: 'urad', name: 'Urad Dal', prices: { '1kg': 120 } },
    ])
    expect(lib.readCollection).toHaveBeenCalledWith(COLLECTIONS.products)
  })

  it('throws when the catalogue cannot be read', async () => {
    lib.readCollection.mockRejectedValue(new Error('offline'))
    await expect(readProductsForDesk()).rejects.toThrow('offline')
  })
})

describe('saveProductPrices', () => {
  it('writes every product’s whole map in one commit, signed and stamped, sizes not sold left out', async () => {
    await saveProductPrices([
      { id: 'arhar', prices: { '500gm': 76, '1kg': 0, '30kg': PRICE_MAX } },
      { id: 'bura', prices: {} },
    ])
    expect(lib.updateDocuments).toHaveBeenCalledTimes(1)
    expect(lib.updateDocuments).toHaveBeenCalledWith([
      {
        name: COLLECTIONS.products,
        id: 'arhar',
        changes: { prices: { '500gm': 76, '30kg': PRICE_MAX }, updatedBy: 'desk-uid' },
        stamped: ['updatedAt'],
      },
      {
        name: COLLECTIONS.products,
        id: 'bura',
        changes: { prices: {}, updatedBy: 'desk-uid' },
        stamped: ['updatedAt'],
      },
    ])
  })

  it('writes nothing for no changes', async () => {
    await saveProductPrices([])
    expect(lib.updateDocuments).not.toHaveBeenCalled()
  })

  it('refuses a price the rules would refuse, and a save with nobody signed in, writing nothing', async () => {
    for (const price of [-1, PRICE_MAX + 1, Number.NaN]) {
      await expect(saveProductPrices([{ id: 'a', prices: { '1kg': price } }])).rejects.toThrow(
        RangeError,
      )
    }
    lib.staffUid.mockReturnValue(null)
    await expect(saveProductPrices([{ id: 'a', prices: { '1kg': 9 } }])).rejects.toThrow()
    expect(lib.updateDocuments).not.toHaveBeenCalled()
  })

  it('fails when the write fails', async () => {
    lib.updateDocuments.mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    )
    await expect(saveProductPrices([{ id: 'a', prices: { '1kg': 9 } }])).rejects.toThrow('denied')
  })
})
