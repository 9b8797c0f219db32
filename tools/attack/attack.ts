/**
 * `npm run attack`: what an attacker who writes to Firestore directly gets past firestore.rules,
 * tried for real against the official emulators, so that a change to the rules is shown, not just
 * said, to close what it set out to close, and what it leaves open is in plain sight.
 *
 *   npm run attack                                        the current firestore.rules
 *   git show HEAD:firestore.rules > /tmp/rules-before.rules
 *   npm run attack -- --before /tmp/rules-before.rules    before and after, side by side
 *   npm run attack -- --flood 100 --seconds 10 --workers 2 --deadline 120
 *
 * It starts a Cloud Firestore emulator and an Auth emulator of its own on free ports of 127.0.0.1
 * (never a running stack's), signs up real guests (anonymous) and an account through the Auth
 * emulator's REST API, and sends each attack as one commit of Firestore's REST API under that
 * identity's ID token. What an attack needs stored first (openings, a stale hand-over) is written
 * past the rules with the emulator's owner token. Each attack is one attempt by a fresh guest;
 * the flood signs up a fresh guest per lead, bounded in leads and seconds. Each run loads its
 * rules through the emulator's securityRules endpoint (as @firebase/rules-unit-testing does) from
 * the text read at the start, and starts from an empty database. It prints a Markdown table
 * (attack | before | after), then the emulator's reason for each refusal.
 *
 * Bounded: the whole run, emulators' start included, ends at --deadline (180 s), and nothing is
 * sent anywhere but 127.0.0.1 (local-fetch.ts). Exit code 0 when every attempt ran and was stored
 * or refused by the rules; 1 when an emulator did not start, the deadline cut the run short, or an
 * attempt failed otherwise (then the table does not mean what it says); 2 for bad options; 130
 * when interrupted. Run `npm run attack -- --help` for the options.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { attacks, type AttackResult } from './attacks'
import { openingWrites, seededOpening } from './documents'
import { EmulatorFailed, EmulatorPair } from './emulators'
import { flood, type FloodLimits } from './flood'
import { parseOptions, USAGE, type AttackOptions } from './options'
import { details, resultTable, type RunResult } from './report'
import { clearDocuments, commitAsOwner, loadRules, type Target } from './rest'

const ROOT = resolve(import.meta.dirname, '../..')

/** Why the run stopped before its end: the deadline, or a signal. */
class RunStopped extends Error {
  constructor(
    message: string,
    readonly interrupted: boolean,
  ) {
    super(message)
  }
}

interface RulesUnderTest {
  name: string
  file: string
  content: string
}

function readRules(name: string, file: string): RulesUnderTest {
  const path = resolve(file)
  return { name, file: path, content: readFileSync(path, 'utf8') }
}

function describeRules(rules: RulesUnderTest): string {
  const sha = createHash('sha256').update(rules.content).digest('hex').slice(0, 12)
  return `rules ${rules.name}: ${rules.file} (sha256 ${sha}…, ${rules.content.trimEnd().split('\n').length} lines)`
}

const started = performance.now()
const log = (line: string) =>
  console.error(`[attack ${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`)

/** Every attack, then the flood, against one rules file, from an empty database. */
async function runAgainst(
  target: Target,
  rules: RulesUnderTest,
  limits: FloodLimits,
): Promise<RunResult> {
  log(`${rules.name}: loading its rules`)
  await loadRules(target, rules.content)
  await clearDocuments(target)
  const seeded = seededOpening(ROOT)
  await commitAsOwner(target, [...openingWrites(target.project), seeded.write(target.project)])
  const results = new Map<string, AttackResult>()
  log(`${rules.name}: attacks`)
  for (const attack of attacks(seeded.opening)) {
    if (target.signal.aborted) break
    try {
      results.set(attack.id, await attack.run(target))
    } catch (error) {
      if (target.signal.aborted) break
      results.set(attack.id, { outcome: { kind: 'error', message: (error as Error).message } })
    }
  }
  if (limits.leads === 0)
    return { name: rules.name, rules: rules.content, results, flood: { skipped: '--flood 0' } }
  if (target.signal.aborted) {
    return {
      name: rules.name,
      rules: rules.content,
      results,
      flood: { skipped: 'the run ended first' },
    }
  }
  log(`${rules.name}: flood (at most ${limits.leads} leads, ${limits.seconds} s)`)
  await clearDocuments(target)
  return { name: rules.name, rules: rules.content, results, flood: await flood(target, limits) }
}

/** Whether every cell is an answer of the rules (stored or refused), nothing cut or failed. */
function complete(runs: readonly RunResult[], attackCount: number): boolean {
  return runs.every(
    (run) =>
      run.results.size === attackCount &&
      [...run.results.values()].every(
        (r) => r.outcome.kind === 'stored' || r.outcome.kind === 'refused',
      ) &&
      ('skipped' in run.flood
        ? run.flood.skipped === '--flood 0'
        : run.flood.failed === 0 && run.flood.stoppedBy !== 'run'),
  )
}

async function main(
  options: AttackOptions,
  after: RulesUnderTest,
  before: RulesUnderTest | null,
): Promise<number> {
  const controller = new AbortController()
  const deadline = setTimeout(
    () => controller.abort(new RunStopped(`the deadline of ${options.deadlineSeconds} s`, false)),
    options.deadlineSeconds * 1000,
  )
  let signals = 0
  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl-C does not wait: exit-with-parent.mjs stops the emulators all the same.
    if (++signals > 1) process.exit(130)
    log(`${signal}: stopping`)
    controller.abort(new RunStopped(signal, true))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  const emulators = new EmulatorPair()
  try {
    log('starting a Cloud Firestore emulator and an Auth emulator')
    const running = await emulators.start(after.file, controller.signal)
    const target: Target = {
      firestoreOrigin: running.firestoreOrigin,
      authOrigin: running.authOrigin,
      project: running.project,
      signal: controller.signal,
    }
    const where = [
      ...running.where,
      ...[before, after].filter((r) => r !== null).map(describeRules),
    ]
    for (const line of where) log(line)

    const runs: RunResult[] = []
    for (const rules of before ? [after, before] : [after]) {
      if (controller.signal.aborted) break
      runs.push(await runAgainst(target, rules, options.flood))
    }
    // The before column first, as a reader compares them.
    runs.reverse()
    const rows = attacks(seededOpening(ROOT).opening)
    console.log(['', ...where, '', resultTable(rows, runs), '', ...details(rows, runs)].join('\n'))
    console.log(`\nElapsed: ${((performance.now() - started) / 1000).toFixed(1)} s`)

    const stopped = controller.signal.reason as unknown
    if (stopped instanceof RunStopped) {
      console.error(`The run was cut short by ${stopped.message}: the table is incomplete.`)
      return stopped.interrupted ? 130 : 1
    }
    if (!complete(runs, rows.length)) {
      console.error('Some attempts failed other than by the rules: see the details above.')
      return 1
    }
    return 0
  } catch (error) {
    const stopped = controller.signal.reason as unknown
    if (stopped instanceof RunStopped) {
      console.error(`Stopped by ${stopped.message}.`)
      return stopped.interrupted ? 130 : 1
    }
    console.error(error instanceof EmulatorFailed ? error.message : error)
    return 1
  } finally {
    clearTimeout(deadline)
    log('stopping the emulators')
    await emulators.stop()
  }
}

let options: AttackOptions | 'help'
try {
  options = parseOptions(process.argv.slice(2))
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`)
  process.exit(2)
}
if (options === 'help') {
  console.log(USAGE)
  process.exit(0)
}
let rules: [RulesUnderTest, RulesUnderTest | null]
try {
  rules = [
    readRules('after', options.rulesFile),
    options.beforeFile ? readRules('before', options.beforeFile) : null,
  ]
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
// Exits at once when done: an idle keep-alive connection to an emulator must not hold it open.
process.exit(await main(options, ...rules))
