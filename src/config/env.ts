import type { AppEnv } from './env-schema'

/** Written in by the build (tools/app-env), from `import.meta.env` parsed by env-schema.ts. */
declare const __APP_ENV__: AppEnv

/** The validated configuration of this build. */
export const env: AppEnv = __APP_ENV__
