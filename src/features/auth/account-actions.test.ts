import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { SessionUser } from '@/lib/auth'
import type { UserRecord } from '@/lib/schema'
import type { NewUserRecord, UserRecordChanges } from '@/lib/users'
import {
  completeProfile,
  createBusinessAccount,
  signInWithGoogle,
  UserRecordNotSaved,
} from './account-actions'
import { authMessages } from './auth-content'

const lib = vi.hoisted(() => ({
  createAccount: vi.fn<(email: string, password: string) => Promise<SessionUser>>(),
  updateDisplayName: vi.fn<(name: string) => Promise<void>>(),
  signInWithGooglePopup: vi.fn<() => Promise<SessionUser>>(),
  userRecordExists: vi.fn<(uid: string) => Promise<boolean>>(),
  createUserRecord: vi.fn<(uid: string, record: NewUserRecord) => Promise<boolean>>(),
  updateUserRecord: vi.fn<(uid: string, changes: UserRecordChanges) => Promise<boolean>>(),
}))
vi.mock('@/lib/auth', () => ({
  createAccount: lib.createAccount,
  updateDisplayName: lib.updateDisplayName,
}))
vi.mock('@/lib/google-sign-in', () => ({ signInWithGooglePopup: lib.signInWithGooglePopup }))
vi.mock('@/lib/users', () => ({
  userRecordExists: lib.userRecordExists,
  createUserRecord: lib.createUserRecord,
  updateUserRecord: lib.updateUserRecord,
}))

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
    lib.userRecordExists.mockResolvedValue(true)
    await expect(signInWithGoogle()).resolves.toBe(paths.home)
    expect(lib.userRecordExists).toHaveBeenCalledWith('g-1')
  })

  it('goes to profile completion when there is no user document', async () => {
    lib.signInWithGooglePopup.mockResolvedValue(googleUser)
    lib.userRecordExists.mockResolvedValue(false)
    await expect(signInWithGoogle()).resolves.toBe(paths.completeProfile)
  })

  it('goes nowhere when the user document cannot be read', async () => {
    lib.signInWithGooglePopup.mockResolvedValue(googleUser)
    lib.userRecordExists.mockRejectedValue(new Error('unavailable'))
    await expect(signInWithGoogle()).rejects.toThrow('unavailable')
  })

  it('passes popup failures on to the caller', async () => {
    const failure = Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' })
    lib.signInWithGooglePopup.mockRejectedValue(failure)
    await expect(signInWithGoogle()).rejects.toBe(failure)
    expect(lib.userRecordExists).not.toHaveBeenCalled()
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
    lib.createUserRecord.mockResolvedValue(true)
    await createBusinessAccount(account)
    expect(lib.createAccount).toHaveBeenCalledWith(account.email, account.password)
    const [uid, record] = lib.createUserRecord.mock.calls[0] ?? []
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
    expect(lib.createUserRecord).not.toHaveBeenCalled()
  })

  it('reports a record that could not be saved', async () => {
    lib.createAccount.mockResolvedValue(googleUser)
    lib.createUserRecord.mockResolvedValue(false)
    await expect(createBusinessAccount(account)).rejects.toBeInstanceOf(UserRecordNotSaved)
  })
})

describe('completeProfile', () => {
  it('updates the display name, then creates the record with the photo URL', async () => {
    const order: string[] = []
    lib.updateDisplayName.mockImplementation(async () => void order.push('name'))
    lib.createUserRecord.mockImplementation(async () => (order.push('save'), true))
    await completeProfile(googleUser, null, { name: 'Asha', phone: '98765' })
    expect(order).toEqual(['name', 'save'])
    expect(lib.updateDisplayName).toHaveBeenCalledWith('Asha')
    expect(lib.createUserRecord.mock.calls[0]).toEqual([
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
    expect(lib.updateUserRecord).not.toHaveBeenCalled()
  })

  it('updates an existing record in place (its createdAt stays), with an empty photo', async () => {
    lib.updateDisplayName.mockResolvedValue()
    lib.updateUserRecord.mockResolvedValue(true)
    const existing: UserRecord = {
      name: 'Old',
      email: 'old@example.com',
      phone: '1',
      userId: 'u',
      type: 'b2b',
      createdAt: new Date('2024-05-01T00:00:00Z'),
    }
    await completeProfile({ ...googleUser, photoURL: null }, existing, { name: 'N', phone: '2' })
    expect(lib.updateUserRecord.mock.calls[0]).toEqual([
      googleUser.uid,
      { name: 'N', phone: '2', profilePicture: '' },
    ])
    expect(lib.createUserRecord).not.toHaveBeenCalled()
  })

  it('does not save when the name update fails, and says so when the save fails', async () => {
    lib.updateDisplayName.mockRejectedValueOnce(new Error('denied'))
    await expect(completeProfile(googleUser, null, { name: 'N', phone: '2' })).rejects.toThrow(
      'denied',
    )
    expect(lib.createUserRecord).not.toHaveBeenCalled()

    lib.updateDisplayName.mockResolvedValue()
    lib.createUserRecord.mockResolvedValue(false)
    await expect(completeProfile(googleUser, null, { name: 'N', phone: '2' })).rejects.toThrow(
      authMessages.profileSaveFailed,
    )
  })
})
