/** Command-line options of `npm run attack`. */
import { parseArgs } from 'node:util'

export const USAGE = `Usage: npm run attack -- [--before RULES] [--rules RULES] [--flood N] [--seconds T] [--workers W] [--deadline S]
  --before RULES  also run every attack against this rules file (the "before" column)
  --rules RULES   the rules under test (default: firestore.rules)
  --flood N       at most N leads in the flood, 0 for none (default 300)
  --seconds T     at most T seconds of flood (default 30)
  --workers W     concurrent flood loops (default 4)
  --deadline S    the whole run, emulators' start included, stops after S seconds (default 180)`

export interface AttackOptions {
  rulesFile: string
  beforeFile: string | null
  flood: { leads: number; seconds: number; workers: number }
  deadlineSeconds: number
}

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

export function parseOptions(argv: string[]): AttackOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      before: { type: 'string' },
      rules: { type: 'string', default: 'firestore.rules' },
      flood: { type: 'string', default: '300' },
      seconds: { type: 'string', default: '30' },
      workers: { type: 'string', default: '4' },
      deadline: { type: 'string', default: '180' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return 'help'
  const beforeFile = values.before?.trim() || null
  if (values.before !== undefined && !beforeFile) throw new Error('--before needs a rules file')
  // The flood's own bounds stay well inside the run's: an attack that runs away is the point
  // of the flood, not of this tool.
  return {
    rulesFile: values.rules,
    beforeFile,
    flood: {
      leads: wholeNumber('flood', values.flood, 0, 10_000),
      seconds: wholeNumber('seconds', values.seconds, 1, 600),
      workers: wholeNumber('workers', values.workers, 1, 32),
    },
    deadlineSeconds: wholeNumber('deadline', values.deadline, 30, 1800),
  }
}
