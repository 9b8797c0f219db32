// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { SessionUser } from '@/lib/session/auth'
import type { UserRecord } from '@/lib/schema'
import type { CollectionName } from '@/lib/schema'
import {
  completeProfile,
  createBusinessAccount,
  signInWithGoogle,
  UserRecordNotSaved,
} from './account-actions'
import { authMessages } from './auth-content'

// The account flows run on the real users module; only the services under it are stand-ins.
const lib = vi.hoisted(() => ({
  createAccount: vi.fn<(email: string, password: string) => Promise<SessionUser>>(),
  updateDisplayName: vi.fn<(name: string) => Promise<void>>(),
  signInWithGooglePopup: vi.fn<() => Promise<SessionUser>>(),
  readDocument:
    vi.fn<(collection: CollectionName, id: string) => Promise<Record<string, unknown> | null>>(),
  createDocument:
    vi.fn<
      (collection: CollectionName, id: string, data: Record<string, unknown>) => Promise<void>
    >(),
  updateDocument:
    vi.fn<
      (collection: CollectionName, id: string, changes: Record<string, unknown>) => Promise<void>
    >(),
}))
vi.mock('@/lib/session/auth', () => ({
  createAccount: lib.createAccount,
  updateDisplayName: lib.updateDisplayName,
}))
vi.mock('@/lib/session/google-sign-in', () => ({
  signInWithGooglePopup: lib.signInWithGooglePopup,
}))
vi.mock('@/lib/firebase/firestore', () => ({
  readDocument: lib.readDocument,
  createDocument: lib.createDocument,
  updateDocument: lib.updateDocument,
}))

/** A user document as Firestore returns it. */
const stored = (uid: string): Record<string, unknown> => ({
  name: 'Asha',
  email: 'buyer@example.com',
  phone: '98765 43210',
  userId: uid,
  type: 'b2b',
  createdAt: new Date('2024-05-01T00:00:00Z'),
})

const googleUser: SessionUser = {
  uid: 'g-1',
  email: 'buyer@example.com',
  displayName: 'Google Buyer',
  photoURL: 'https://example.com/p.png',
  isAnonymous: false,
}

beforeEach(() => {
  Object.values(lib).forEach((fn) => fn.mockReset())
})

describe('signInWithGoogle', () => {
  it('goes home when the user document exists', async () => {
    lib.signInWithGooglePopup.mockResolvedValue(googleUser)
    lib.readDocument.mockResolvedValue(stored('g-1'))
    await expect(signInWithGoogle()).resolves.toBe(paths.home)
    expect(lib.readDocument).toHaveBeenCalledWith('users', 'g-1')
  })

  it('goes back to the page the buyer came from when the user document exists', async () => {
    lib.signInWithGooglePopup.mockResolvedValue(googleUser)
    lib.readDocument.mockResolvedValue(stored('g-1'))
    await expect(signInWithGoogle('/products?buy=masoor-dal&size=1kg')).resolves.toBe(
      '/products?buy=masoor-dal&size=1kg',
    )
  })

  it('goes to profile completion when there is no user document, carrying where to go next', async () => {
    lib.signInWithGooglePopup.mockResolvedValue(googleUser)
    lib.readDocument.mockResolvedValue(null)
    await expect(signInWithGoogle()).resolves.toBe(paths.completeProfile)
    await expect(signInWithGoogle('/jobs?apply=job-7')).resolves.toBe(
      '/complete-profile?next=%2Fjobs%3Fapply%3Djob-7',
    )
  })

  it('goes nowhere when the user document cannot be read (never to profile completion)', async () => {
    lib.signInWithGooglePopup.mockResolvedValue(googleUser)
    lib.readDocument.mockRejectedValue(new Error('unavailable'))
    await expect(signInWithGoogle()).rejects.toThrow('unavailable')
  })

  it('goes nowhere when the user document is not in the expected form', async () => {
    lib.signInWithGooglePopup.mockResolvedValue(googleUser)
    lib.readDocument.mockResolvedValue({ ...stored('g-1'), type: 'b2c' })
    await expect(signInWithGoogle()).rejects.toThrow()
  })

  it('passes popup failures on to the caller', async () => {
    const failure = Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' })
    lib.signInWithGooglePopup.mockRejectedValue(failure)
    await expect(signInWithGoogle()).rejects.toBe(failure)
    expect(lib.readDocument).not.toHaveBeenCalled()
  })
})

describe('createBusinessAccount', () => {
  const account = {
    name: 'Asha Traders',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    password: 'secret1',
  }

  it('creates the account, then saves the b2b record without profilePicture', async () => {
    lib.createAccount.mockResolvedValue({ ...googleUser, uid: 'u-9', email: account.email })
    lib.createDocument.mockResolvedValue()
    await createBusinessAccount(account)
    expect(lib.createAccount).toHaveBeenCalledWith(account.email, account.password)
    const [collection, uid, record] = lib.createDocument.mock.calls[0] ?? []
    expect(collection).toBe('users')
    expect(uid).toBe('u-9')
    expect(record).toEqual({
      name: account.name,
      email: account.email,
      phone: account.phone,
      userId: 'u-9',
      type: 'b2b',
    })
  })

  it('does not save a record when the account cannot be created', async () => {
    lib.createAccount.mockRejectedValue(new Error('nope'))
    await expect(createBusinessAccount(account)).rejects.toThrow('nope')
    expect(lib.createDocument).not.toHaveBeenCalled()
  })

  it('reports a record that could not be saved', async () => {
    lib.createAccount.mockResolvedValue(googleUser)
    lib.createDocument.mockRejectedValue(new Error('permission-denied'))
    lib.readDocument.mockResolvedValue(null)
    await expect(createBusinessAccount(account)).rejects.toBeInstanceOf(UserRecordNotSaved)
  })
})

describe('completeProfile', () => {
  it('updates the display name, then creates the record with the photo URL', async () => {
    const order: string[] = []
    lib.updateDisplayName.mockImplementation(async () => void order.push('name'))
    lib.createDocument.mockImplementation(async () => void order.push('save'))
    await completeProfile(googleUser, null, { name: 'Asha', phone: '98765' })
    expect(order).toEqual(['name', 'save'])
    expect(lib.updateDisplayName).toHaveBeenCalledWith('Asha')
    expect(lib.createDocument.mock.calls[0]).toEqual([
      'users',
      googleUser.uid,
      {
        name: 'Asha',
        email: googleUser.email,
        phone: '98765',
        userId: googleUser.uid,
        type: 'b2b',
        profilePicture: googleUser.photoURL,
      },
    ])
    expect(lib.updateDocument).not.toHaveBeenCalled()
  })

  it('updates an existing record in place (its createdAt stays), with an empty photo', async () => {
    lib.updateDisplayName.mockResolvedValue()
    lib.updateDocument.mockResolvedValue()
    const existing: UserRecord = {
      name: 'Old',
      email: 'old@example.com',
      phone: '1',
      userId: 'u',
      type: 'b2b',
      createdAt: new Date('2024-05-01T00:00:00Z'),
    }
    await completeProfile({ ...googleUser, photoURL: null }, existing, { name: 'N', phone: '2' })
    expect(lib.updateDocument.mock.calls[0]).toEqual([
      'users',
      googleUser.uid,
      { name: 'N', phone: '2', profilePicture: '' },
    ])
    expect(lib.createDocument).not.toHaveBeenCalled()
  })

  it('does not save when the name update fails, and says so when the save fails', async () => {
    lib.updateDisplayName.mockRejectedValueOnce(new Error('denied'))
    await expect(completeProfile(googleUser, null, { name: 'N', phone: '2' })).rejects.toThrow(
      'denied',
    )
    expect(lib.createDocument).not.toHaveBeenCalled()

    lib.updateDisplayName.mockResolvedValue()
    lib.createDocument.mockRejectedValue(new Error('unavailable'))
    lib.readDocument.mockRejectedValue(new Error('unavailable'))
    await expect(completeProfile(googleUser, null, { name: 'N', phone: '2' })).rejects.toThrow(
      authMessages.profileSaveFailed,
    )
  })
})
