// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseOptions } from './options'

describe('parseOptions', () => {
  it('tries the current rules with a bounded flood by default', () => {
    expect(parseOptions([])).toEqual({
      rulesFile: 'firestore.rules',
      beforeFile: null,
      flood: { leads: 300, seconds: 30, workers: 4 },
      deadlineSeconds: 180,
    })
  })

  it('takes a before file and the flood bounds', () => {
    const options = parseOptions(['--before', '/tmp/old.rules', '--flood', '0', '--workers', '2'])
    expect(options).toMatchObject({ beforeFile: '/tmp/old.rules', flood: { leads: 0, workers: 2 } })
  })

  it('refuses bounds that are not whole numbers within reason', () => {
    expect(() => parseOptions(['--seconds', '0'])).toThrow(/--seconds must be a whole number/)
    expect(() => parseOptions(['--flood', '1e3'])).toThrow(/--flood/)
    expect(() => parseOptions(['--workers', '100'])).toThrow(/from 1 to 32/)
    expect(() => parseOptions(['--deadline', '-5'])).toThrow()
    expect(() => parseOptions(['--before', ' '])).toThrow(/needs a rules file/)
  })
})
