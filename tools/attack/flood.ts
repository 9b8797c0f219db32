/**
 * The flood: the throttle allows one lead per author in 20 seconds, and an author is whoever signs
 * in, so an attacker signs up a fresh guest per lead. This measures how many leads the rules take
 * that way, bounded in leads and in time (and by the run's signal), with a few loops at once.
 */
import { COLLECTIONS } from '../../src/lib/schema.ts'
import { leadCommit, validOrder } from './documents'
import { commit, countDocuments, signUpAnonymously, type Target } from './rest'

export interface FloodLimits {
  leads: number
  seconds: number
  workers: number
}

export interface FloodFigures {
  limits: FloodLimits
  /** Leads begun: stored, refused, failed, or cut off by the run's end. */
  tried: number
  stored: number
  refused: number
  failed: number
  elapsedMs: number
  /** Order requests in the emulator afterwards, counted past the rules (null if not counted). */
  counted: number | null
  stoppedBy: 'leads' | 'seconds' | 'run'
  /** The first failure's message, when something other than the rules stopped a lead. */
  firstProblem?: string
}

/** Runs the flood; the caller has emptied the database, so the count is the flood's alone. */
export async function flood(target: Target, limits: FloodLimits): Promise<FloodFigures> {
  const figures: FloodFigures = {
    limits,
    tried: 0,
    stored: 0,
    refused: 0,
    failed: 0,
    elapsedMs: 0,
    counted: null,
    stoppedBy: 'seconds',
  }
  const started = performance.now()
  const stopAt = started + limits.seconds * 1000
  const more = () =>
    !target.signal.aborted && performance.now() < stopAt && figures.tried < limits.leads

  const loop = async () => {
    while (more()) {
      figures.tried++
      try {
        const guest = await signUpAnonymously(target)
        const writes = leadCommit(target.project, COLLECTIONS.orderRequests, validOrder(guest.uid))
        const outcome = await commit(target, guest.idToken, writes)
        if (outcome.kind === 'stored') figures.stored++
        else if (outcome.kind === 'refused') figures.refused++
        else {
          figures.failed++
          figures.firstProblem ??= outcome.kind === 'error' ? outcome.message : outcome.kind
        }
      } catch (error) {
        if (target.signal.aborted) return
        figures.failed++
        figures.firstProblem ??= (error as Error).message
      }
    }
  }
  await Promise.all(Array.from({ length: limits.workers }, loop))
  figures.elapsedMs = performance.now() - started
  figures.stoppedBy = target.signal.aborted
    ? 'run'
    : figures.tried >= limits.leads
      ? 'leads'
      : 'seconds'
  if (!target.signal.aborted) {
    figures.counted = await countDocuments(target, COLLECTIONS.orderRequests)
  }
  return figures
}
