/**
 * The host's CPU speed, measured before the Lighthouse runs: Lighthouse's own BenchmarkIndex
 * (the same page function its runs report as `environment.benchmarkIndex`), run `samples` times
 * in a fresh page, median taken. From it, the CPU slowdown that makes this host as slow as each
 * class of phone (CALIBRATION.deviceIndex), never below 1. Each Lighthouse run measures the
 * index again; one that moved by more than CALIBRATION.maxDrift from the host's says the machine
 * was busier (or freer) during the runs than when it was calibrated.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { CALIBRATION } from './config'
import { launchBrowser, type PhaseContext } from './phase-context'
import { median } from './stats'

export type DeviceClass = keyof typeof CALIBRATION.deviceIndex

export interface Calibration {
  /** The median of `samples`. */
  benchmarkIndex: number
  samples: number[]
  chromium: string
  /** CPU slowdown per class of phone: host index ÷ the phone's, at least 1, to two places. */
  multipliers: Record<DeviceClass, number>
}

export function multipliersFor(benchmarkIndex: number): Record<DeviceClass, number> {
  const slowdown = (device: number) =>
    Math.max(1, Math.round((benchmarkIndex / device) * 100) / 100)
  return {
    midTier: slowdown(CALIBRATION.deviceIndex.midTier),
    lowTier: slowdown(CALIBRATION.deviceIndex.lowTier),
  }
}

export function calibrationOf(samples: number[], chromium: string): Calibration {
  const benchmarkIndex = median(samples)
  if (benchmarkIndex === null || benchmarkIndex <= 0) {
    throw new Error('The CPU benchmark gave no usable index.')
  }
  return { benchmarkIndex, samples, chromium, multipliers: multipliersFor(benchmarkIndex) }
}

/** How far `index` is from the host's, as a fraction of it (0.25 = 25 % off). */
export function driftOf(index: number, host: number): number {
  return Math.abs(index - host) / host
}

/**
 * The indexes, among `measured` (each run's own), further from the host's than
 * CALIBRATION.maxDrift: the runs that met another machine than the one calibrated.
 */
export function driftedIndexes(measured: readonly (number | null)[], host: number): number[] {
  return measured.filter(
    (index): index is number =>
      typeof index === 'number' && driftOf(index, host) > CALIBRATION.maxDrift,
  )
}

/** Runs the benchmark `samples` times in a blank page of the benchmark's Chromium. */
export async function measureCalibration(
  context: PhaseContext,
  chromium: string,
  samples: number = CALIBRATION.samples,
): Promise<Calibration> {
  const browser = await launchBrowser(context)
  try {
    const page = await browser.newPage()
    const indexes: number[] = []
    for (let i = 0; i < samples; i++) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    }
    return calibrationOf(indexes, chromium)
  } finally {
    await browser.close()
  }
}
