/**
 * Ports of the stack an e2e run starts. They differ from the dev defaults so tests can run while
 * `npm run dev` does, and E2E_PORT_OFFSET=N moves them all by N so several people (or several
 * checkouts) can run suites on one machine at once. No Playwright import here: playwright.config.ts
 * and the test workers both compute the same ports from the same environment.
 */
import { STACK_HOST, type StackPorts } from '../tools/local-backend/ports'

const E2E_BASE_PORTS: StackPorts = {
  app: 4173,
  auth: 9199,
  firestore: 8180,
  outbox: 8125,
  emulatorHub: 4401,
  // Next to the hub: runs whose offsets differ by 100 would otherwise share a port.
  emulatorLogging: 4402,
}

function portOffset(): number {
  const raw = process.env.E2E_PORT_OFFSET ?? ''
  if (raw === '') return 0
  const offset = Number(raw)
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 50000, got "${raw}"`)
  }
  return offset
}

export function e2eStackPorts(): StackPorts {
  const offset = portOffset()
  const entries = Object.entries(E2E_BASE_PORTS).map(([name, port]) => [name, port + offset])
  return Object.fromEntries(entries) as unknown as StackPorts
}

/** http://127.0.0.1:PORT for one of the stack's servers. */
export function stackOrigin(port: number): string {
  return `http://${STACK_HOST}:${port}`
}

/**
 * Set by `npm test` (tools/test/run.ts), which has already started the stack and served the
 * build on these ports: Playwright then uses them instead of starting a stack of its own.
 */
export const E2E_STACK_RUNNING = 'E2E_STACK_RUNNING'
