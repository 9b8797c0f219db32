// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GST_LENGTH } from '@/config/constants'
import { GST_STATES, stateName } from './gst-states'
import { gstinCheckCharacter, normaliseGstinInput, validateGstin } from './gstin'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

describe('validateGstin', () => {
  it('accepts a real-format GSTIN and names its state', () => {
    expect(validateGstin('27AAPFU0939F1ZV')).toEqual({
      valid: true,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
    })
  })

  it('rejects a wrong check character', () => {
    expect(validateGstin('27AAPFU0939F1ZO')).toEqual({ valid: false, reason: 'checksum' })
  })

  it.each([
    ['', 'length'],
    ['27AAPFU0939F1Z', 'length'],
    ['27AAPFU0939F1ZVX', 'length'],
    ['27aapfu0939f1zv', 'pattern'],
    ['2XAAPFU0939F1ZV', 'pattern'],
    ['27AAPF10939F1ZV', 'pattern'],
    ['27AAPFU0939F1YV', 'pattern'],
    ['27AAPFU09391FZV', 'pattern'],
  ])('%j is invalid (%s)', (value, reason) => {
    expect(validateGstin(value)).toEqual({ valid: false, reason })
  })

  it('rejects unknown state codes even with a correct check character', () => {
    for (const code of ['00', '39', '96', '98', '99']) {
      const body = `${code}AAPFU0939F1Z`
      expect(validateGstin(body + gstinCheckCharacter(body))).toEqual({
        valid: false,
        reason: 'state',
      })
    }
  })
})

describe('gst states', () => {
  it('knows 01–38 and 97', () => {
    const codes = Object.keys(GST_STATES).sort()
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97']
    expect(codes).toEqual(expected)
    expect(stateName('08')).toBe('Rajasthan')
    expect(stateName('toString')).toBeNull()
  })
})

describe('normaliseGstinInput', () => {
  it('uppercases, drops spaces and stops at 15 characters', () => {
    expect(normaliseGstinInput('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV')
    expect(normaliseGstinInput('27 aapf u0939f1zv99')).toBe('27AAPFU0939F1ZV')
    expect(normaliseGstinInput('x'.repeat(40))).toHaveLength(GST_LENGTH)
  })

  it.each([
    '27 AAPFU 0939 F1ZV',
    ' 27AAPFU0939F1ZV',
    '27-AAPFU-0939-F1ZV',
    '27.aapfu.0939.f1zv',
    '\t27AAPFU0939F1ZV\n',
  ])('keeps every character of a pasted %j: separators go before the limit', (pasted) => {
    expect(normaliseGstinInput(pasted)).toBe('27AAPFU0939F1ZV')
  })
})

describe('gstinCheckCharacter', () => {
  it('is null for bodies of the wrong length or alphabet', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull()
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeNull()
  })
})

describe('GSTIN properties', () => {
  const chars = (set: string, n: number) =>
    fc.array(fc.constantFrom(...set), { minLength: n, maxLength: n }).map((a) => a.join(''))
  const validGstin = fc
    .tuple(
      fc.constantFrom(...Object.keys(GST_STATES)),
      chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 5),
      chars('0123456789', 4),
      chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1),
      chars('0123456789', 1),
      chars(ALPHABET, 1),
    )
    .map(([state, pan, digits, letter, entity]) => {
      const body = `${state}${pan}${digits}${letter}${entity}Z`
      return body + gstinCheckCharacter(body)
    })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const result = validateGstin(value)
        expect(typeof result.valid).toBe('boolean')
        normaliseGstinInput(value)
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 15, maxLength: 15 }), (value) => {
        expect(() => validateGstin(value)).not.toThrow()
      }),
    )
  })

  it('accepts every generated valid GSTIN', () => {
    fc.assert(
      fc.property(validGstin, (gstin) => {
        expect(validateGstin(gstin).valid).toBe(true)
      }),
    )
  })

  it('rejects any single-character change of a valid GSTIN', () => {
    fc.assert(
      fc.property(
        validGstin,
        fc.nat({ max: GST_LENGTH - 1 }),
        fc.constantFrom(...ALPHABET, 'a', 'z', ' ', '-', 'é'),
        (gstin, position, replacement) => {
          fc.pre(gstin.charAt(position) !== replacement)
          const changed = gstin.slice(0, position) + replacement + gstin.slice(position + 1)
          expect(validateGstin(changed).valid).toBe(false)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
