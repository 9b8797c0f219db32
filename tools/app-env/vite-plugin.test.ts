import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createLogger, resolveConfig, type Logger } from 'vite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_CHECK_SITE_KEY, REQUIRED_PRODUCTION_KEYS } from '../../src/config/env-schema.ts'
import { APP_CHECK_OFF_WARNING, APP_ENV_GLOBAL, appEnvFor, appEnvPlugin } from './vite-plugin.ts'

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

/** A complete production configuration, with `extra` lines, as .env.production. */
function writeProductionEnv(extra = ''): void {
  const lines = REQUIRED_PRODUCTION_KEYS.map(
    (key) => `${key}=${key === 'VITE_CONTACT_TO_EMAIL' ? 'desk@example.in' : 'value'}`,
  )
  writeFileSync(join(dir, '.env.production'), `${lines.join('\n')}\n${extra}\n`)
}

/** A logger that keeps Vite's warnings (and says nothing). */
function warningsLogger(): { logger: Logger; warnings: string[] } {
  const warnings: string[] = []
  const logger = createLogger('silent')
  logger.warn = (message) => void warnings.push(message)
  return { logger, warnings }
}

/** Builds a one-script page in the temporary project, as `vite build --mode <mode>` would. */
async function buildPage(mode: string): Promise<string[]> {
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="/main.js"></script>')
  writeFileSync(join(dir, 'main.js'), 'document.title = "t"\n')
  const { logger, warnings } = warningsLogger()
  await build({
    root: dir,
    configFile: false,
    mode,
    logLevel: 'silent',
    customLogger: logger,
    plugins: [appEnvPlugin()],
    build: { outDir: join(dir, 'dist') },
  })
  return warnings
}

describe('App Check in the build', () => {
  it('lets a production build without its site key through, saying loudly that App Check is off', async () => {
    writeProductionEnv()
    const warnings = await buildPage('production')
    expect(warnings).toEqual([APP_CHECK_OFF_WARNING])
    expect(APP_CHECK_OFF_WARNING).toContain(`App Check is OFF in this build: ${APP_CHECK_SITE_KEY}`)
  })

  it('says nothing when the site key is set, or when the build is for the local stack', async () => {
    writeProductionEnv(`${APP_CHECK_SITE_KEY}=6LcSiteKey-for_tests`)
    expect(await buildPage('production')).toEqual([])
    expect(await buildPage('localstack')).toEqual([])
  })

  it('tells a dev server against the hosted services as it starts, and not a preview', async () => {
    writeFileSync(join(dir, '.env.development'), 'VITE_BACKEND=firebase\n')
    const { logger, warnings } = warningsLogger()
    const serve = (isPreview: boolean) =>
      resolveConfig(
        { root: dir, configFile: false, customLogger: logger, plugins: [appEnvPlugin()] },
        'serve',
        'development',
        'development',
        isPreview,
      )
    await serve(false)
    expect(warnings).toEqual([APP_CHECK_OFF_WARNING])
    // A preview serves a finished build, whose own build said it.
    await serve(true)
    expect(warnings).toHaveLength(1)
  })
})
