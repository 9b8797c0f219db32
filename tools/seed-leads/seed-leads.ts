/**
 * `npm run seed:leads -- N [--seed S] [--old] [--now ISO]`: writes N SAMPLE leads into the
 * running local stack's Firestore (npm run dev / npm run stack), through the emulator's owner
 * bypass, for trying the trade desk with a realistic load. See generate.ts for what they are.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { LOCAL_STACK_DEFAULTS } from '../../src/config/env-schema.ts'
import { COLLECTIONS, type PriceMap } from '../../src/lib/schema.ts'
import type { PlainJson } from '../local-backend/firestore-values.ts'
import { STACK_HOST, stackPorts } from '../local-backend/ports.ts'
import { LOCAL_STAFF_ACCOUNT } from '../local-backend/staff-account.ts'
import { answers, readCollection, writeDocuments, WRITES_PER_COMMIT } from './firestore-rest.ts'
import { sampleLeads, type SampleJob, type SampleLead } from './generate.ts'
import { SAMPLE_DAYS } from './lead-timeline.ts'
import type { SampleProduct } from './order-lines.ts'

const USAGE = `Usage: npm run seed:leads -- COUNT [--seed SEED] [--old] [--now ISO-DATE]
  COUNT          how many sample leads to write (e.g. 10000)
  --seed SEED    make the same leads again (same ids: written again, not added); default: random
  --old          leave out the search map, as leads written before search existed
  --now ISO      count the ${SAMPLE_DAYS} days of dates back from this moment (default: now)
Writes into the running local stack's Firestore (STACK_FIRESTORE_PORT, default 8080).`

/** Commits in flight at once: the emulator answers one while the next is being sent. */
const PARALLEL_COMMITS = 2
/** Below this many leads a second the emulator is busy with something else (see slowWrites). */
const SLOW_LEADS_PER_SECOND = 200

interface Options {
  count: number
  seed: string
  old: boolean
  now: Date
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      old: { type: 'boolean', default: false },
      now: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return 'help'
  const count = Number(positionals[0])
  if (positionals.length !== 1 || !Number.isInteger(count) || count < 1 || count > 1_000_000)
    throw new Error(`Give how many leads to write, a whole number from 1 to 1,000,000.\n${USAGE}`)
  const now = values.now === undefined ? new Date() : new Date(values.now)
  if (Number.isNaN(now.getTime())) throw new Error(`--now "${values.now}" is not a date.`)
  return { count, seed: values.seed ?? randomBytes(4).toString('hex'), old: values.old, now }
}

const shown = (n: number) => n.toLocaleString('en-IN')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function summary(leads: readonly SampleLead[]): string[] {
  const count = (test: (lead: SampleLead) => boolean) => shown(leads.filter(test).length)
  const orders = (source: string) => (lead: SampleLead) =>
    lead.collection === COLLECTIONS.orderRequests && lead.data.source === source
  const statuses = new Map<string, number>()
  for (const lead of leads) {
    const status = lead.data.status ?? 'new'
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  return [
    `  order requests   ${count(orders('buy-now'))} Buy Now, ${count(orders('enquiry'))} enquiry lists`,
    `  contact messages ${count((lead) => lead.collection === COLLECTIONS.contactMessages)}`,
    `  job applications ${count((lead) => lead.collection === COLLECTIONS.jobApplications)}`,
    `  statuses         ${[...statuses].map(([status, n]) => `${status} ${shown(n)}`).join(', ')}`,
  ]
}

/**
 * Measured on this stack: a fresh emulator takes 1,000 leads in 1-2 s; after a dozen desk pages
 * had been opened and closed, 5 s; after a benchmark's two dozen, 14 s for 500. The emulator keeps
 * the listeners of pages long closed and works every write against each of them.
 */
function slowWrites(perSecond: number): string {
  return (
    `Note: ${Math.round(perSecond)} leads a second is slow. The Firestore emulator still holds the ` +
    'listeners of trade desk pages opened since it started (closed ones too) and works each write ' +
    'against every one; restart the stack (Ctrl-C, npm run dev) to clear them before seeding.'
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A products document as an order names it; none when it is not one. */
function asProduct(record: Record<string, PlainJson>): SampleProduct[] {
  const { product, prices } = record
  return typeof product === 'string' && isRecord(prices)
    ? [{ name: product, prices: prices as PriceMap }]
    : []
}

/** A jobListings document as an application names it; none when it is not one. */
function asJob(record: Record<string, PlainJson>): SampleJob[] {
  const { id, title, department, type, open } = record
  return (typeof id === 'number' || typeof id === 'string') &&
    typeof title === 'string' &&
    typeof department === 'string' &&
    typeof type === 'string'
    ? [{ id, title, department, type, ...(open === false ? { open } : {}) }]
    : []
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (options === 'help') {
    console.log(USAGE)
    return 0
  }
  const firestore = {
    origin: `http://${STACK_HOST}:${stackPorts().firestore}`,
    projectId: LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID as string,
  }
  if (!(await answers(firestore.origin))) {
    console.error(
      `Nothing answers at ${firestore.origin}: start the local stack first (npm run dev).`,
    )
    return 1
  }
  const [products, jobs] = await Promise.all([
    readCollection(firestore, COLLECTIONS.products),
    readCollection(firestore, COLLECTIONS.jobListings),
  ])
  const catalogue = products.flatMap(asProduct)
  console.log(
    `SAMPLE DATA: ${shown(options.count)} made-up leads (seed ${options.seed}${options.old ? ', without the search map' : ''}) ` +
      `for ${firestore.projectId} at ${firestore.origin}, over the last ${SAMPLE_DAYS} days, ` +
      `ordering from its ${shown(catalogue.length)} products and applying to its ${shown(jobs.length)} openings.`,
  )
  const leads = sampleLeads({
    count: options.count,
    seed: options.seed,
    now: options.now,
    withSearch: !options.old,
    products: catalogue,
    jobs: jobs.flatMap(asJob),
    staffUid: LOCAL_STAFF_ACCOUNT.uid,
  })
  const started = performance.now()
  let reported = 0
  await writeDocuments(firestore, leads, PARALLEL_COMMITS, (written) => {
    if (
      written - reported >= Math.max(WRITES_PER_COMMIT, options.count / 10) ||
      written === leads.length
    ) {
      reported = written
      console.log(
        `  written ${shown(written)} / ${shown(leads.length)} (${seconds(performance.now() - started)})`,
      )
    }
  })
  const perSecond = leads.length / ((performance.now() - started) / 1000)
  if (leads.length >= WRITES_PER_COMMIT && perSecond < SLOW_LEADS_PER_SECOND)
    console.log(slowWrites(perSecond))
  console.log(
    [
      `Wrote ${shown(leads.length)} SAMPLE leads in ${seconds(performance.now() - started)}:`,
      ...summary(leads),
      `Same leads again: npm run seed:leads -- ${options.count} --seed ${options.seed}${options.old ? ' --old' : ''}` +
        ` --now ${options.now.toISOString()}`,
    ].join('\n'),
  )
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[seed:leads] ${(error as Error).message}`)
    process.exit(1)
  },
)
