/**
 * `npm run build` / `npm run build:local`: `vite build` once per language, English first (its
 * build empties the output folder), then each other language into its prefix's folder inside it
 * (dist/hi for /hi/…). Arguments are passed to each build; an `--outDir D` is D for English and
 * D/hi for Hindi.
 */
import { spawnSync } from 'node:child_process'
import { binOf } from '../test/steps.ts'
import { LOCALE_LIST, LOCALES, SOURCE_LOCALE, type Locale } from '../../src/config/locales.ts'

/** The arguments of one language's build. */
export function buildArgs(args: readonly string[], locale: Locale): string[] {
  const { prefix } = LOCALES[locale]
  const out = [...args]
  const at = out.indexOf('--outDir')
  if (at >= 0 && out[at + 1] !== undefined) out[at + 1] = `${out[at + 1]}${prefix}`
  return ['build', ...out]
}

function main(): void {
  const args = process.argv.slice(2)
  const vite = binOf('vite')
  // The source language first: it writes the public files and empties the folder.
  const order = [SOURCE_LOCALE, ...LOCALE_LIST.filter((l) => l !== SOURCE_LOCALE)]
  for (const locale of order) {
    const run = spawnSync(process.execPath, [vite, ...buildArgs(args, locale)], {
      stdio: 'inherit',
      env: { ...process.env, APP_LOCALE: locale },
    })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
