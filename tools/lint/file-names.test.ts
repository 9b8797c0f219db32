// @vitest-environment node
/**
 * One name per kind of file under src/: a file of words is `<name>-content.ts`, so "where are this
 * screen's words" has one answer. A `*-text.tsx` is a component named so (PriceText), not words.
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = fileURLToPath(new URL('../../src', import.meta.url))
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })

describe('the names of files under src/', () => {
  it('gives words files one suffix, -content.ts', () => {
    expect(files.filter((file) => /-(text|copy|strings)\.ts$/.test(file))).toEqual([])
  })
})
