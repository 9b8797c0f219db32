import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REQUIRED_PRODUCTION_KEYS } from '../../src/config/env-schema.ts'
import { APP_ENV_GLOBAL, appEnvFor, appEnvPlugin } from './vite-plugin.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'app-env-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The plugin's `config` hook, called as Vite calls it. */
function defineFor(mode: string, isPreview = false) {
  const hook = appEnvPlugin().config as (
    config: { root: string },
    env: { mode: string; command: 'build' | 'serve'; isPreview: boolean },
  ) => { define: Record<string, string> } | undefined
  return hook({ root: dir }, { mode, command: isPreview ? 'serve' : 'build', isPreview })?.define
}

describe('appEnvPlugin', () => {
  it('writes the parsed configuration into the code under one name', () => {
    writeFileSync(join(dir, '.env.localstack'), 'VITE_EMAILJS_RATE_LIMIT_MS=250\n')
    const define = defineFor('localstack')
    const env = JSON.parse(define![APP_ENV_GLOBAL]!)
    expect(env.mode).toBe('localstack')
    expect(env.localStack).toBe(true)
    expect(env.emailjs.rateLimitMs).toBe(250)
  })

  it('stops a production build that lacks its hosted-service keys, naming them', () => {
    expect(() => defineFor('production')).toThrow(
      `Production build is missing configuration: ${REQUIRED_PRODUCTION_KEYS.join(', ')}.`,
    )
  })

  it('stops on a malformed setting instead of shipping it to every page', () => {
    writeFileSync(join(dir, '.env'), 'VITE_BACKEND=elsewhere\n')
    expect(() => appEnvFor('development', dir)).toThrow('Invalid configuration: VITE_BACKEND.')
  })

  it('leaves `vite preview` alone: the build it serves already holds its configuration', () => {
    expect(defineFor('production', true)).toBeUndefined()
  })
})
