import { beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import type { SessionUser } from '@/lib/auth'
import type { UserRecord } from '@/lib/schema'
import {
  completeProfile,
  createBusinessAccount,
  signInWithGoogle,
  UserRecordNotSaved,
} from './account-actions'

const lib = vi.hoisted(() => ({
  createAccount: vi.fn<(email: string, password: string) => Promise<SessionUser>>(),
  updateDisplayName: vi.fn<(name: string) => Promise<void>>(),
  signInWithGooglePopup: vi.fn<() => Promise<SessionUser>>(),
  userRecordExists: vi.fn<(uid: string) => Promise<boolean>>(),
  saveUserRecord: vi.fn<(uid: string, record: UserRecord) => Promise<boolean>>(),
}))
vi.mock('@/lib/auth', () => ({
  createAccount: lib.createAccount,
  updateDisplayName: lib.updateDisplayName,
}))
vi.mock('@/lib/google-sign-in', () => ({ signInWithGooglePopup: lib.signInWithGooglePopup }))
vi.mock('@/lib/users', () => ({
  userRecordExists: lib.userRecordExists,
  saveUserRecord: lib.saveUserRecord,
}))

const googleUser: SessionUser = {
  uid: 'g-1',
  email: 'buyer@example.com',
  displayName: 'Google Buyer',
  photoURL: 'https://example.com/p.png',
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
    lib.saveUserRecord.mockResolvedValue(true)
    await createBusinessAccount(account)
    expect(lib.createAccount).toHaveBeenCalledWith(account.email, account.password)
    const [uid, record] = lib.saveUserRecord.mock.calls[0] ?? []
    expect(uid).toBe('u-9')
    expect(record).toEqual({
      name: account.name,
      email: account.email,
      phone: account.phone,
      userId: 'u-9',
      type: 'b2b',
      createdAt: expect.any(Date),
    })
  })

  it('does not save a record when the account cannot be created', async () => {
    lib.createAccount.mockRejectedValue(new Error('nope'))
    await expect(createBusinessAccount(account)).rejects.toThrow('nope')
    expect(lib.saveUserRecord).not.toHaveBeenCalled()
  })

  it('reports a record that could not be saved', async () => {
    lib.createAccount.mockResolvedValue(googleUser)
    lib.saveUserRecord.mockResolvedValue(false)
    await expect(createBusinessAccount(account)).rejects.toBeInstanceOf(UserRecordNotSaved)
  })
})

describe('completeProfile', () => {
  it('updates the display name, then saves the record with the photo URL', async () => {
    const order: string[] = []
    lib.updateDisplayName.mockImplementation(async () => void order.push('name'))
    lib.saveUserRecord.mockImplementation(async () => (order.push('save'), true))
    await completeProfile(googleUser, null, { name: 'Asha', phone: '98765' })
    expect(order).toEqual(['name', 'save'])
    expect(lib.updateDisplayName).toHaveBeenCalledWith('Asha')
    expect(lib.saveUserRecord.mock.calls[0]?.[1]).toEqual({
      name: 'Asha',
      email: googleUser.email,
      phone: '98765',
      userId: googleUser.uid,
      type: 'b2b',
      createdAt: expect.any(Date),
      profilePicture: googleUser.photoURL,
    })
  })

  it('saves an empty profilePicture without a photo and keeps an existing createdAt', async () => {
    const createdAt = new Date('2024-05-01T00:00:00Z')
    lib.updateDisplayName.mockResolvedValue()
    lib.saveUserRecord.mockResolvedValue(true)
    const existing: UserRecord = {
      name: 'Old',
      email: 'old@example.com',
      phone: '1',
      userId: 'u',
      type: 'b2b',
      createdAt,
    }
    await completeProfile({ ...googleUser, photoURL: null }, existing, { name: 'N', phone: '2' })
    expect(lib.saveUserRecord.mock.calls[0]?.[1]).toMatchObject({
      profilePicture: '',
      createdAt,
    })
  })

  it('does not save when the name update fails, and says so when the save fails', async () => {
    lib.updateDisplayName.mockRejectedValueOnce(new Error('denied'))
    await expect(completeProfile(googleUser, null, { name: 'N', phone: '2' })).rejects.toThrow(
      'denied',
    )
    expect(lib.saveUserRecord).not.toHaveBeenCalled()

    lib.updateDisplayName.mockResolvedValue()
    lib.saveUserRecord.mockResolvedValue(false)
    await expect(completeProfile(googleUser, null, { name: 'N', phone: '2' })).rejects.toThrow(
      messages.auth.profileSaveFailed,
    )
  })
})
