/* global console, process */
/**
 * Runs a program that is not Node (the Firestore emulator's Java) as a child of the stack:
 *
 *   node --import ./exit-with-parent.mjs supervise.mjs <command> [args...]
 *
 * exit-with-parent.mjs cannot be preloaded into Java, so this small Node process carries it and
 * passes every stop signal on: when the stack is gone, even killed with SIGKILL, the program
 * still stops. It exits with the program's exit code.
 */
import { spawn } from 'node:child_process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: supervise.mjs <command> [args...]')
  process.exit(2)
}
const child = spawn(command, args, { stdio: 'inherit' })
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  })
}
child.once('error', (error) => {
  console.error(`supervise.mjs: cannot start ${command}: ${error.message}`)
  process.exit(127)
})
child.once('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1)))
