import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { forgetContact, readRememberedContact, rememberContact } from './remembered-contact'

const asha = { name: 'Asha Traders', email: 'asha@example.com', phone: '98290 11223' }

describe('remembered contact details', () => {
  beforeEach(() => localStorage.clear())

  it('are kept when asked, read back, and forgotten when asked', () => {
    expect(readRememberedContact()).toBeNull()
    rememberContact(asha)
    expect(readRememberedContact()).toEqual(asha)
    forgetContact()
    expect(readRememberedContact()).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.rememberedContact)).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['a missing phone', JSON.stringify({ name: 'a', email: 'b' })],
    ['a name far too long', JSON.stringify({ ...asha, name: 'x'.repeat(500) })],
    ['a number for an email', JSON.stringify({ ...asha, email: 5 })],
  ])('ignore %s', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.rememberedContact, raw)
    expect(readRememberedContact()).toBeNull()
  })
})
