/**
 * Ports of the offline local stack. Each can be moved with an environment variable so that
 * two stacks (say `npm run dev` and a test run) can live side by side.
 */
function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number, got "${raw}"`)
  }
  return value
}

export interface StackPorts {
  app: number
  auth: number
  firestore: number
  outbox: number
  emulatorHub: number
  emulatorLogging: number
}

export function stackPorts(): StackPorts {
  return {
    app: port('STACK_APP_PORT', 5173),
    auth: port('STACK_AUTH_PORT', 9099),
    firestore: port('STACK_FIRESTORE_PORT', 8080),
    outbox: port('STACK_OUTBOX_PORT', 8025),
    emulatorHub: port('STACK_EMULATOR_HUB_PORT', 4400),
    emulatorLogging: port('STACK_EMULATOR_LOGGING_PORT', 4500),
  }
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
    '/api/v1.0/email': `http://${STACK_HOST}:${ports.outbox}`,
  }
}
