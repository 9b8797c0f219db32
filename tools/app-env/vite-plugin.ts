/**
 * The app's configuration, read and checked once when a build or the dev server starts, and
 * written into the code as one value (`__APP_ENV__`, read by src/config/env.ts). Pages get the
 * parsed configuration without the parser, and a bad setting stops the build or the server,
 * naming the key, instead of every page at start-up.
 */
import { loadEnv, type Plugin } from 'vite'
import { missingProductionKeys, parseEnv, type AppEnv } from '../../src/config/env-schema.ts'

/** The name the parsed configuration is written under; src/config/env.ts declares it. */
export const APP_ENV_GLOBAL = '__APP_ENV__'

/** A production build without its hosted-service keys would ship a broken site: refuse it. */
function productionEnvError(missing: string[]): Error {
  return new Error(
    `Production build is missing configuration: ${missing.join(', ')}.\n` +
      'Set them in .env.production or the environment (see .env.example), ' +
      'or run "npm run build:local" for a build against the local stack.',
  )
}

/** What `import.meta.env` would hold for `mode`, parsed (throws on a missing or bad key). */
export function appEnvFor(mode: string, envDir: string): AppEnv {
  const raw = { ...loadEnv(mode, envDir), MODE: mode }
  if (mode === 'production') {
    const missing = missingProductionKeys(raw)
    if (missing.length > 0) throw productionEnvError(missing)
  }
  return parseEnv(raw)
}

export function appEnvPlugin(): Plugin {
  return {
    name: 'app-env',
    config(config, { mode, isPreview }) {
      // `vite preview` serves a finished build, whose configuration is already in its code.
      if (isPreview) return
      const root = config.root ?? process.cwd()
      const envDir = typeof config.envDir === 'string' ? config.envDir : root
      return { define: { [APP_ENV_GLOBAL]: JSON.stringify(appEnvFor(mode, envDir)) } }
    },
  }
}
