// @vitest-environment node
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { productionAliases, productionEntries } from './react-router-production'

describe("react-router's production build", () => {
  it('names files of the production build with the dev warnings turned off', () => {
    const files = Object.values(productionEntries())
    expect(files).toHaveLength(2)
    for (const file of files) expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/)
    const entryFile = productionEntries()['react-router']
    const entry = readFileSync(entryFile, 'utf8')
    const chunks = [...entry.matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)].map((m) => m[1] ?? '')
    const code = chunks.map((chunk) => readFileSync(join(dirname(entryFile), chunk), 'utf8'))
    expect(code.join('\n')).toContain('ENABLE_DEV_WARNINGS = false')
    expect(code.join('\n')).not.toContain('ENABLE_DEV_WARNINGS = true')
  })

  it('replaces exactly the two specifiers the app reaches, not their subpaths', () => {
    const aliases = productionAliases()
    const matching = (specifier: string) =>
      aliases.filter(({ find }) => find instanceof RegExp && find.test(specifier))
    expect(matching('react-router')).toHaveLength(1)
    expect(matching('react-router/dom')).toHaveLength(1)
    expect(matching('react-router-dom')).toHaveLength(0)
    expect(matching('react-router/internal/react-server-client')).toHaveLength(0)
  })
})
