/**
 * Ports of the offline local stack. Each can be moved with an environment variable so that
 * two stacks (say `npm run dev` and a test run) can live side by side.
 */
export interface StackPorts {
  app: number
  auth: number
  firestore: number
  outbox: number
  emulatorHub: number
  emulatorLogging: number
}

/** The variable that moves each port, and where it lives when the variable is unset. */
export const PORT_SETTINGS: Record<keyof StackPorts, { envVar: string; fallback: number }> = {
  app: { envVar: 'STACK_APP_PORT', fallback: 5173 },
  auth: { envVar: 'STACK_AUTH_PORT', fallback: 9099 },
  firestore: { envVar: 'STACK_FIRESTORE_PORT', fallback: 8080 },
  outbox: { envVar: 'STACK_OUTBOX_PORT', fallback: 8025 },
  emulatorHub: { envVar: 'STACK_EMULATOR_HUB_PORT', fallback: 4400 },
  emulatorLogging: { envVar: 'STACK_EMULATOR_LOGGING_PORT', fallback: 4500 },
}

export const PORT_NAMES = Object.keys(PORT_SETTINGS) as (keyof StackPorts)[]

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number, got "${raw}"`)
  }
  return value
}

export function stackPorts(): StackPorts {
  const entries = PORT_NAMES.map((key) => {
    const { envVar, fallback } = PORT_SETTINGS[key]
    return [key, port(envVar, fallback)] as const
  })
  return Object.fromEntries(entries) as unknown as StackPorts
}

/** The environment that makes `stackPorts()` in another process return `ports`. */
export function stackPortsEnv(ports: StackPorts): Record<string, string> {
  return Object.fromEntries(
    PORT_NAMES.map((key) => [PORT_SETTINGS[key].envVar, String(ports[key])]),
  )
}

export const STACK_HOST = '127.0.0.1'

/**
 * Path prefixes the app's dev/preview server forwards to the stack, so the browser talks to one
 * origin only (the build stays port-agnostic and CORS never gets in the way).
 */
export function stackProxy(ports: StackPorts): Record<string, string> {
  const auth = `http://${STACK_HOST}:${ports.auth}`
  return {
    '/identitytoolkit.googleapis.com': auth,
    '/securetoken.googleapis.com': auth,
    '/emulator': auth,
    '/v1/projects': `http://${STACK_HOST}:${ports.firestore}`,
    // The full SDK's streams (the trade desk's live inbox): listening, and writing.
    '/google.firestore.v1.Firestore': `http://${STACK_HOST}:${ports.firestore}`,
    '/api/v1.0/email': `http://${STACK_HOST}:${ports.outbox}`,
  }
}

/**
 * Where `vite build` writes and `vite preview` serves: dist/ unless BUILD_OUT_DIR moves it, so a
 * second build (a benchmark, a parallel test run) need not overwrite the one being served.
 */
export function buildOutDir(): string {
  return process.env.BUILD_OUT_DIR || 'dist'
}
