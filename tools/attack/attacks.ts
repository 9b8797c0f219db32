/**
 * The attempts of an attacker who has read the site's script and writes to Firestore directly:
 * each signs up a guest of its own, as the site's anonymous sign-in would (so the 20-second
 * throttle per author never stands in the way), and sends one crafted commit. The controls send
 * what the site itself sends: were they refused, every "refused" above them would mean nothing.
 */
import { COLLECTIONS } from '../../src/lib/schema.ts'
import { randomToken } from '../../src/lib/leads/submit/lead-id.ts'
import {
  application,
  CLOSED_OPENING,
  handoverKey,
  handoverPath,
  leadCommit,
  OPEN_OPENING,
  renewedHandoverWrite,
  staleHandoverWrite,
  validOrder,
  type Opening,
  type OrderFields,
} from './documents'
import {
  commit,
  commitAsOwner,
  patchWrite,
  signUpAnonymously,
  signUpWithPassword,
  type Outcome,
  type Target,
} from './rest'

export interface AttackResult {
  outcome: Outcome
  /** What the attempt depended on, when that varies between runs. */
  note?: string
}

export interface Attack {
  id: string
  /** What was tried, as the table shows it. */
  label: string
  /** Sends what the site sends: expected stored (or refused, for the throttle) under any rules. */
  control: boolean
  run(target: Target): Promise<AttackResult>
}

/** A hand-over older than the hour in which it can be claimed (LEAD_HANDOVER_LIMITS). */
const STALE_MINUTES = 61

async function orderAsGuest(
  target: Target,
  change: (order: OrderFields) => OrderFields,
): Promise<AttackResult> {
  const guest = await signUpAnonymously(target)
  const order = change(validOrder(guest.uid))
  const writes = leadCommit(target.project, COLLECTIONS.orderRequests, order)
  return { outcome: await commit(target, guest.idToken, writes) }
}

async function applicationAsGuest(target: Target, opening: Opening): Promise<AttackResult> {
  const guest = await signUpAnonymously(target)
  const writes = leadCommit(
    target.project,
    COLLECTIONS.jobApplications,
    application(guest.uid, opening),
  )
  return { outcome: await commit(target, guest.idToken, writes) }
}

/** A Buy Now of 999 sacks of 30 kg at ₹1 a pack, with the total `total`. */
function buyNowAtOneRupee(total: number) {
  return (order: OrderFields): OrderFields => ({
    ...order,
    source: 'buy-now',
    lines: [{ product: 'Masoor Dal', size: '30kg', packs: 999, packPrice: 1 }],
    totalKg: 999 * 30,
    total,
  })
}

/**
 * Every attack of one run, in the table's order. A fresh list per run: the hand-over's claim
 * uses the guest and key of the renewal before it.
 */
export function attacks(seeded: Opening): Attack[] {
  let renewal: { guestUid: string; key: string; renewed: boolean } | undefined

  const list: Omit<Attack, 'control'>[] = [
    {
      id: 'forged-price',
      label: 'Forged price: a Buy Now of 999 × 30kg at ₹1 a pack, `total: 1`',
      run: (target) => orderAsGuest(target, buyNowAtOneRupee(1)),
    },
    {
      id: 'forged-price-consistent',
      label: 'Forged price, total to match: 999 × 30kg at ₹1 a pack, `total: 999`',
      run: (target) => orderAsGuest(target, buyNowAtOneRupee(999)),
    },
    {
      id: 'forged-total',
      label: 'Forged total: 1 × 1kg at ₹120, `total: 999999999`',
      run: (target) =>
        orderAsGuest(target, (order) => ({
          ...order,
          lines: [{ product: 'Masoor Dal', size: '1kg', packs: 1, packPrice: 120 }],
          totalKg: 1,
          total: 999_999_999,
        })),
    },
    {
      id: 'gstin-check',
      label: 'Wrong check character: GSTIN `27AAPFU0939F1ZA`, state Maharashtra',
      run: (target) => orderAsGuest(target, (order) => ({ ...order, gstin: '27AAPFU0939F1ZA' })),
    },
    {
      id: 'gst-state',
      label: 'Wrong state: GSTIN `27AAPFU0939F1ZV`, `gstState: Kerala`',
      run: (target) => orderAsGuest(target, (order) => ({ ...order, gstState: 'Kerala' })),
    },
    {
      id: 'no-such-job',
      label: "Application to a job that does not exist: `jobId: 'no-such-job'`",
      run: (target) =>
        applicationAsGuest(target, {
          id: 'no-such-job',
          title: 'Frontend Developer',
          department: 'Technology',
          type: 'Full-time',
        }),
    },
    {
      id: 'closed-job',
      label: `Application to a closed opening: \`jobListings/${CLOSED_OPENING.id}\`, \`open: false\``,
      run: (target) => applicationAsGuest(target, CLOSED_OPENING),
    },
    {
      id: 'late-handover',
      label: `Late hand-over: the guest rewrites its unclaimed hand-over of ${STALE_MINUTES} min ago (new key, \`createdAt\` = request time)`,
      run: async (target) => {
        const guest = await signUpAnonymously(target)
        const staleKey = handoverKey()
        await commitAsOwner(target, [
          staleHandoverWrite(target.project, guest.uid, staleKey, STALE_MINUTES),
        ])
        const freshKey = handoverKey()
        const outcome = await commit(target, guest.idToken, [
          renewedHandoverWrite(target.project, guest.uid, freshKey),
        ])
        const renewed = outcome.kind === 'stored'
        renewal = { guestUid: guest.uid, key: renewed ? freshKey : staleKey, renewed }
        return { outcome }
      },
    },
    {
      id: 'late-handover-claim',
      label: '… then an account claims that hand-over (`to` = its uid, `proof` = the key)',
      run: async (target) => {
        if (!renewal) {
          return { outcome: { kind: 'skipped', message: 'the renewal before it did not run' } }
        }
        const email = `buyer-${randomToken(10).toLowerCase()}@example.com`
        const account = await signUpWithPassword(target, email, randomToken(16))
        const outcome = await commit(target, account.idToken, [
          patchWrite(target.project, handoverPath(renewal.guestUid), {
            to: account.uid,
            proof: renewal.key,
          }),
        ])
        const note = renewal.renewed
          ? 'claimed with the renewed key'
          : `claimed with the stale key (${STALE_MINUTES} min old: the renewal was refused)`
        return { outcome, note }
      },
    },
    {
      id: 'bidi-name',
      label: 'Right-to-left override in a name: `Asha \\u202Esredart`',
      run: (target) => orderAsGuest(target, (order) => ({ ...order, name: 'Asha \u202Esredart' })),
    },
  ]

  const controls: Omit<Attack, 'control'>[] = [
    {
      id: 'control-order',
      label: "Control: a valid order request, as the site sends it (the flood's document)",
      run: (target) => orderAsGuest(target, (order) => order),
    },
    {
      id: 'control-throttle',
      label: "Control: the same guest's second order request moments after its first",
      run: async (target) => {
        const guest = await signUpAnonymously(target)
        const send = () =>
          commit(
            target,
            guest.idToken,
            leadCommit(target.project, COLLECTIONS.orderRequests, validOrder(guest.uid)),
          )
        const first = await send()
        if (first.kind !== 'stored') {
          return {
            outcome: {
              kind: 'error',
              message: `the first order request was not stored: ${first.kind}`,
            },
          }
        }
        return { outcome: await send(), note: 'the first was stored' }
      },
    },
    {
      id: 'control-open-job',
      label: `Control: an application to an open opening (\`jobListings/${OPEN_OPENING.id}\`, \`open: true\`)`,
      run: (target) => applicationAsGuest(target, OPEN_OPENING),
    },
    {
      id: 'control-seeded-job',
      label: `Control: an application to \`jobListings/${seeded.id}\` as seed/jobListings.json stores it, with no \`open\` field (the site lists it as open)`,
      run: (target) => applicationAsGuest(target, seeded),
    },
  ]

  return [
    ...list.map((attack) => ({ ...attack, control: false })),
    ...controls.map((attack) => ({ ...attack, control: true })),
  ]
}
