// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { COLLECTIONS } from '@/lib/schema'
import { PRICE_MAX } from '@/lib/desk-schema'
import { TimedOut } from '@/lib/util/time-limit'
import {
  createDeskRecord,
  isShown,
  NotShown,
  readDeskCollection,
  readProductsForDesk,
  removeDeskRecord,
  saveProductPrices,
  setJobOpen,
  SignedOut,
  updateDeskRecord,
  writeProblem,
  type DeskRecords,
} from './desk-catalog'

const lib = vi.hoisted(() => ({
  addDocument: vi.fn(),
  deleteDocument: vi.fn(),
  readCollection: vi.fn(),
  updateDocument: vi.fn(),
  updateDocuments: vi.fn(),
  staffUid: vi.fn<() => string | null>(),
}))
vi.mock('@/lib/firebase/firestore', () => ({
  addDocument: lib.addDocument,
  deleteDocument: lib.deleteDocument,
  isRefusal: (error: unknown) => (error as { code?: string }).code === 'permission-denied',
  readCollection: lib.readCollection,
  updateDocument: lib.updateDocument,
  updateDocuments: lib.updateDocuments,
}))
vi.mock('@/lib/session/staff', () => ({ staffUid: lib.staffUid }))
const store = vi.hoisted(() => ({ catalogChanged: vi.fn() }))
vi.mock('./catalog-store', () => store)

beforeEach(() => {
  vi.resetAllMocks()
  lib.updateDocuments.mockResolvedValue(undefined)
  lib.staffUid.mockReturnValue('desk-uid')
  lib.addDocument.mockResolvedValue('new-id')
  lib.updateDocument.mockResolvedValue(undefined)
  lib.deleteDocument.mockResolvedValue(undefined)
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

  it('gives each product its HSN code and GST rate when set, reading any other value as none', async () => {
    lib.readCollection.mockResolvedValue([
      { id: 'arhar', data: { product: 'Arhar Dal', prices: {}, hsn: '071360', gstRate: 5 } },
      { id: 'bura', data: { product: 'Bura', prices: {}, hsn: 1701, gstRate: 7 } },
      { id: 'chana', data: { product: 'Chana Dal', prices: {}, gstRate: 0 } },
    ])
    expect(await readProductsForDesk()).toEqual([
      { id: 'arhar', name: 'Arhar Dal', prices: {}, hsn: '071360', gstRate: 5 },
      { id: 'bura', name: 'Bura', prices: {} },
      { id: 'chana', name: 'Chana Dal', prices: {}, gstRate: 0 },
    ])
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
    expect(store.catalogChanged).toHaveBeenCalledWith('products')
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

const product: DeskRecords['products'] = {
  product: 'Toor Dal',
  image: '/images/products/arhar-dal.svg',
  prices: { '1kg': 150 },
}
const job: DeskRecords['jobListings'] = {
  id: 102,
  title: 'Sales Executive',
  department: 'Sales',
  location: 'Jaipur',
  type: 'Full-time',
  experience: '1-2 years',
  postedDate: '2026-11-20',
  salary: '₹3.5 LPA',
  description: 'Sells our pulses to kirana stores.',
  requirements: ['A bike'],
  responsibilities: [],
  open: true,
}

describe('readDeskCollection', () => {
  it('reads every document of the collection as it is stored now', async () => {
    lib.readCollection.mockResolvedValue([{ id: 'a', data: { product: 'x' } }])
    await expect(readDeskCollection('products')).resolves.toEqual([
      { id: 'a', data: { product: 'x' } },
    ])
    expect(lib.readCollection).toHaveBeenCalledWith('products')
  })
})

describe('createDeskRecord', () => {
  it('signs a new job with the staff uid, stamps updatedAt and createdAt, and returns its id', async () => {
    await expect(createDeskRecord('jobListings', job)).resolves.toBe('new-id')
    expect(lib.addDocument).toHaveBeenCalledWith('jobListings', { ...job, updatedBy: 'desk-uid' }, [
      'updatedAt',
      'createdAt',
    ])
    expect(store.catalogChanged).toHaveBeenCalledWith('jobListings')
  })

  it('gives a product no createdAt: its collection has none', async () => {
    await createDeskRecord('products', product)
    expect(lib.addDocument).toHaveBeenCalledWith(
      'products',
      { ...product, updatedBy: 'desk-uid' },
      ['updatedAt'],
    )
  })

  it('writes nothing the site would not show', async () => {
    const unreadable = { ...job, postedDate: 20261120 } as unknown as DeskRecords['jobListings']
    await expect(createDeskRecord('jobListings', unreadable)).rejects.toBeInstanceOf(NotShown)
    const abroad = { latitude: 'north', longitude: 75.8 } as unknown as DeskRecords['maplist']
    await expect(createDeskRecord('maplist', abroad)).rejects.toBeInstanceOf(NotShown)
    expect(lib.addDocument).not.toHaveBeenCalled()
  })

  it('writes nothing signed out', async () => {
    lib.staffUid.mockReturnValue(null)
    await expect(createDeskRecord('products', product)).rejects.toBeInstanceOf(SignedOut)
    expect(lib.addDocument).not.toHaveBeenCalled()
  })

  it('leaves the pages’ copies alone when a retailer changes: the map reads afresh anyway', async () => {
    await createDeskRecord('maplist', { latitude: 26.9, longitude: 75.8 })
    expect(store.catalogChanged).not.toHaveBeenCalled()
  })

  it('writes no field left undefined, which Firestore would refuse', async () => {
    await createDeskRecord('maplist', { latitude: 26.9, longitude: 75.8, name: undefined })
    expect(lib.addDocument).toHaveBeenCalledWith(
      'maplist',
      { latitude: 26.9, longitude: 75.8, updatedBy: 'desk-uid' },
      ['updatedAt'],
    )
  })
})

describe('updateDeskRecord', () => {
  it('writes the record, signed and stamped, and takes out the optional fields it lacks', async () => {
    await updateDeskRecord('products', 'toor', product)
    expect(lib.updateDocument).toHaveBeenCalledWith(
      'products',
      'toor',
      { ...product, updatedBy: 'desk-uid' },
      { stamped: ['updatedAt'], removed: ['hindiName', 'category', 'aliases'] },
    )
    expect(store.catalogChanged).toHaveBeenCalledWith('products')
  })

  it('keeps the optional fields the record has, and a job’s createdAt as it is', async () => {
    await updateDeskRecord('products', 'toor', {
      ...product,
      hindiName: 'अरहर (तूर) दाल',
      category: 'pulses',
      aliases: [],
    })
    expect(lib.updateDocument).toHaveBeenLastCalledWith('products', 'toor', expect.anything(), {
      stamped: ['updatedAt'],
      removed: [],
    })
    await updateDeskRecord('jobListings', 'job-102', {
      ...job,
      duration: '6 months',
      reportingTo: undefined,
    })
    expect(lib.updateDocument).toHaveBeenLastCalledWith(
      'jobListings',
      'job-102',
      { ...job, duration: '6 months', updatedBy: 'desk-uid' },
      { stamped: ['updatedAt'], removed: ['reportingTo'] },
    )
  })
})

describe('setJobOpen and removeDeskRecord', () => {
  it('closes an opening with its flag alone, signed and stamped', async () => {
    await setJobOpen('job-102', false)
    expect(lib.updateDocument).toHaveBeenCalledWith(
      'jobListings',
      'job-102',
      { open: false, updatedBy: 'desk-uid' },
      { stamped: ['updatedAt'] },
    )
    expect(store.catalogChanged).toHaveBeenCalledWith('jobListings')
  })

  it('deletes the document, only for someone signed in', async () => {
    await removeDeskRecord('blogPosts', 'post-1')
    expect(lib.deleteDocument).toHaveBeenCalledWith('blogPosts', 'post-1')
    lib.staffUid.mockReturnValue(null)
    await expect(removeDeskRecord('blogPosts', 'post-2')).rejects.toBeInstanceOf(SignedOut)
    expect(lib.deleteDocument).toHaveBeenCalledTimes(1)
  })
})

describe('isShown', () => {
  it('says whether the site’s read takes a stored document', () => {
    expect(isShown('products', product)).toBe(true)
    expect(isShown('products', { ...product, category: 'spices' })).toBe(false)
    expect(isShown('maplist', { latitude: 26.9 })).toBe(false)
  })
})

describe('writeProblem', () => {
  it('tells the rules’ refusal, a stalled service and the desk’s own refusals apart', () => {
    const refusal = Object.assign(new Error('denied'), { code: 'permission-denied' })
    expect(writeProblem(refusal)).toBe('refused')
    expect(writeProblem(new TimedOut('The catalogue service'))).toBe('timed-out')
    expect(writeProblem(new NotShown('products'))).toBe('not-shown')
    expect(writeProblem(new SignedOut())).toBe('signed-out')
    expect(writeProblem(new Error('offline'))).toBe('failed')
  })
})
