/**
 * The message catalogs (src/locales/<locale>.po), as the build and the checks read them: each
 * message's id, its English source, and its words in the catalog's language.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { SOURCE_LOCALE, type Locale } from '../../src/config/locales.ts'
import type { CompiledMessage } from '../../src/lib/i18n/runtime.ts'

export const CATALOG_DIR = 'src/locales'

export function catalogFile(root: string, locale: Locale): string {
  return join(root, CATALOG_DIR, `${locale}.po`)
}

export interface CatalogEntry {
  /** The English, as the code says it. */
  source: string
  /** The catalog's language's words; empty while untranslated. */
  translation: string
  /** False once extraction no longer finds the message in the code (kept as obsolete). */
  used: boolean
}

export function readCatalog(root: string, locale: Locale): Map<string, CatalogEntry> {
  const file = catalogFile(root, locale)
  const parsed = formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  }) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>
  const entries = new Map<string, CatalogEntry>()
  for (const [id, entry] of Object.entries(parsed ?? {})) {
    const source = entry.message ?? ''
    entries.set(id, {
      source,
      translation: locale === SOURCE_LOCALE ? source : (entry.translation ?? ''),
      used: !entry.obsolete,
    })
  }
  return entries
}

/** A message in the runtime's compiled form: a plain string when it has no placeholders. */
export function compile(message: string): CompiledMessage {
  const compiled = compileMessage(message) as CompiledMessage
  if (typeof compiled === 'string') return compiled
  return compiled.every((part) => typeof part === 'string') ? compiled.join('') : compiled
}

/** Every used message of `locale`'s catalog, compiled: what a page activates at run time. */
export function compiledCatalog(root: string, locale: Locale): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {}
  for (const [id, entry] of readCatalog(root, locale)) {
    if (entry.used && entry.translation) out[id] = compile(entry.translation)
  }
  return out
}
