/**
 * The app's configuration, read and checked once when a build or the dev server starts, and
 * written into the code as one value (`__APP_ENV__`, read by src/config/env.ts). Pages get the
 * parsed configuration without the parser, and a bad setting stops the build or the server,
 * naming the key, instead of every page at start-up. A configuration for the hosted services
 * without App Check's site key is allowed, but the build says so where it cannot be missed.
 */
import { loadEnv, type Logger, type Plugin } from 'vite'
import {
  APP_CHECK_SITE_KEY,
  missingProductionKeys,
  parseEnv,
  type AppEnv,
} from '../../src/config/env-schema.ts'
import { appCheckChoice } from '../../src/lib/firebase/app-check-choice.ts'

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

const RULE = '='.repeat(78)

/**
 * What a build for the hosted services without App Check is told: App Check is optional, but
 * shipping without it by accident must not go unnoticed (and an enforcing project refuses it).
 */
export const APP_CHECK_OFF_WARNING = [
  RULE,
  `App Check is OFF in this build: ${APP_CHECK_SITE_KEY} is not set.`,
  "Firestore and Auth take requests from any script that has the site's public Firebase",
  'config, and once App Check is enforced for the project they refuse every request this',
  'build makes. Set the reCAPTCHA Enterprise site key (see .env.example, and README.md,',
  '"Pointing it at real services").',
  RULE,
].join('\n')

export function appEnvPlugin(): Plugin {
  let env: AppEnv | undefined
  let logger: Logger | undefined
  let building = false
  const warnIfAppCheckOff = () => {
    if (env && appCheckChoice(env).provider === 'off') logger?.warn(APP_CHECK_OFF_WARNING)
  }
  return {
    name: 'app-env',
    config(config, { mode, isPreview }) {
      // `vite preview` serves a finished build, whose configuration is already in its code.
      if (isPreview) return
      const root = config.root ?? process.cwd()
      const envDir = typeof config.envDir === 'string' ? config.envDir : root
      env = appEnvFor(mode, envDir)
      return { define: { [APP_ENV_GLOBAL]: JSON.stringify(env) } }
    },
    configResolved(config) {
      logger = config.logger
      // The prerenderer's server build (tools/prerender) shares the configuration: its client
      // build speaks for both.
      building = config.command === 'build' && !config.build.ssr
      // The dev server says it as it starts; a build once it is built, below its list of files,
      // where it is not lost among them.
      if (config.command === 'serve') warnIfAppCheckOff()
    },
    closeBundle() {
      if (building) warnIfAppCheckOff()
    },
  }
}
