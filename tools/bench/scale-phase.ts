/** The catalogue-scale run: a stack seeded with 2,000 generated products, then 20 keystrokes. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchPorts, PRODUCTS_PATH, RESULTS_DIR, SCALE, SEED_DIR } from './config'
import { measureKeystrokes, type KeystrokeResult } from './keystroke'
import { startStack } from './local-stack'
import { launchBrowser, type PhaseContext } from './phase-context'
import { writeScaleSeed } from './scale-seed'

export async function runScalePhase(context: PhaseContext): Promise<KeystrokeResult> {
  const { cleanup, log, tmp } = context
  const seedDir = join(tmp, 'scale-seed')
  writeScaleSeed(SEED_DIR, seedDir, SCALE.products)
  log(`starting the local stack with ${SCALE.products.toLocaleString('en-IN')} generated products…`)
  const logFile = join(RESULTS_DIR, 'stack-scale.log')
  writeFileSync(logFile, '')
  const stack = await startStack({
    ports: benchPorts(),
    dataDir: join(tmp, 'scale-stack'),
    seedDir,
    logFile,
    cleanup,
  })
  try {
    const browser = await launchBrowser(context)
    try {
      log(
        `measuring ${SCALE.keystrokes} search keystrokes on ${PRODUCTS_PATH} (CPU ${SCALE.cpuThrottlingRate}× slower)…`,
      )
      const result = await measureKeystrokes(
        browser,
        `${stack.origin}${PRODUCTS_PATH}`,
        SCALE.products,
      )
      log(
        result.error
          ? `keystrokes: ${result.error}`
          : `keystroke → grid: median ${result.medianMs?.toFixed(1)} ms`,
      )
      return result
    } finally {
      await browser.close()
    }
  } finally {
    await stack.stop()
  }
}
