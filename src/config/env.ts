import { parseEnv } from './env-schema'

/** The validated configuration of this build. */
export const env = parseEnv(import.meta.env)
