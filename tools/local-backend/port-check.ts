/**
 * Checks every port before anything starts, so a clash produces one clear message naming the
 * port and the variable that moves it, instead of a half-started stack and a stack trace.
 */
import { createServer } from 'node:net'
import { PORT_NAMES, PORT_SETTINGS, STACK_HOST, type StackPorts } from './ports'

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, STACK_HOST, () => probe.close(() => resolve(true)))
  })
}

/** A port the system has free right now on the stack's host (for a throwaway emulator). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, STACK_HOST, () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/** One line per problem, e.g. "port 5173 (app) is already in use: … set STACK_APP_PORT …". */
export async function portProblems(ports: StackPorts): Promise<string[]> {
  const problems: string[] = []
  const seen = new Map<number, keyof StackPorts>()
  for (const name of PORT_NAMES) {
    const { envVar } = PORT_SETTINGS[name]
    const twin = seen.get(ports[name])
    if (twin) {
      problems.push(
        `port ${ports[name]} is set for both ${twin} and ${name}: give ${envVar} its own`,
      )
    } else if (!(await isFree(ports[name]))) {
      problems.push(
        `port ${ports[name]} (${name}) is already in use: stop what holds it, or set ${envVar} to another port`,
      )
    }
    seen.set(ports[name], name)
  }
  return problems
}
