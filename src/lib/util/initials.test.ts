// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Marudhara Agri-Marketing Board')).toBe('MA')
  })

  it('skips joining words and symbols', () => {
    expect(initials('Board of & Trade')).toBe('BT')
  })

  it('keeps digits and upper-cases', () => {
    expect(initials('khet2market incubator')).toBe('KI')
  })

  it('returns an empty string for a blank name', () => {
    expect(initials('   ')).toBe('')
  })
})
