// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deliveryLine } from './use-session-contact'

describe('deliveryLine', () => {
  it('puts the address’s lines and the PIN on one line', () => {
    expect(deliveryLine('Shop 4, Station Road\n\nJaipur, Rajasthan\n', '302006')).toBe(
      'Shop 4, Station Road, Jaipur, Rajasthan, 302006',
    )
  })

  it('gives what there is, or nothing', () => {
    expect(deliveryLine('', '302006')).toBe('302006')
    expect(deliveryLine('Jaipur', '')).toBe('Jaipur')
    expect(deliveryLine('  ', ' ')).toBe('')
  })
})
