import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { messages } from '@/config/messages'
import { NAME_EXAMPLES } from '@/test/field-examples'
import { nameText } from './field-schemas'

const words = { required: 'Name is required', tooLong: 'Name is too long' }
const name = nameText(100, words)

describe('nameText', () => {
  it.each(NAME_EXAMPLES)('decides %j as the rules do (accepted: %s)', (value, accepted) => {
    expect(name.safeParse(value).success).toBe(accepted)
  })

  it('says why a name with a direction control is refused', () => {
    const result = z.safeParse(name, 'Asha \u202Esredart')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      messages.nameDirectionControl,
    ])
  })

  it('still trims, requires and bounds the name', () => {
    expect(name.safeParse('  Asha Traders  ').data).toBe('Asha Traders')
    expect(z.safeParse(name, '   ').error?.issues[0]?.message).toBe(words.required)
    expect(z.safeParse(name, 'x'.repeat(101)).error?.issues[0]?.message).toBe(words.tooLong)
  })
})
