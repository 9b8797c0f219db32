// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GST_STATES } from '../../src/lib/util/gst-states'
import { gstStatesBlock, RULES_FILE, withGstStates } from './gst-states-block'

describe('the GST states of firestore.rules', () => {
  it('are the app’s list (else run npm run rules:states)', () => {
    const rules = readFileSync(RULES_FILE, 'utf8')
    expect(rules).toContain(gstStatesBlock())
    expect(withGstStates(rules)).toBe(rules)
  })

  it('name every state code once', () => {
    const block = gstStatesBlock()
    for (const [code, name] of Object.entries(GST_STATES)) {
      expect(block).toContain(`'${code}': '${name}'`)
    }
    expect(block.match(/^ {8}'\d\d': /gm)).toHaveLength(Object.keys(GST_STATES).length)
  })
})
