/**
 * The catalogs against the code: every message the code says is in them, none they hold is gone
 * from the code, and every one has Hindi words with the English's placeholders and tags. Run by
 * `npm test`; `npm run i18n:extract` brings the catalogs up to date, and a translator fills in the
 * Hindi (src/locales/hi.po).
 */
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_LIST, SOURCE_LOCALE } from '../../src/config/locales.ts'
import { compile, readCatalog, type CatalogEntry } from './catalogs.ts'

const ROOT = process.cwd()

/** The placeholders (`{name}`, a plural's variable) and tags (`<terms>`) of a message. */
function shape(message: string): string[] {
  const names = new Set<string>()
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return
    for (const part of compiled) {
      if (Array.isArray(part)) {
        names.add(`{${String(part[0])}}`)
        for (const branch of Object.values((part[2] ?? {}) as Record<string, unknown>)) walk(branch)
      }
    }
  }
  walk(compile(message))
  for (const [tag] of message.matchAll(/<\/?\w+>/g)) names.add(tag)
  return [...names].sort()
}

describe('the message catalogs', () => {
  let extracted: Map<string, string>
  beforeAll(async () => {
    const config = getConfig({ cwd: ROOT })
    const [catalog] = await getCatalogs(config)
    const messages = (await catalog!.collect()) ?? {}
    extracted = new Map(Object.entries(messages).map(([id, m]) => [id, m.message ?? '']))
  }, 120_000)

  for (const locale of LOCALE_LIST) {
    it(`${locale}.po holds exactly the messages of the code (else: npm run i18n:extract)`, () => {
      const used = [...readCatalog(ROOT, locale)].filter(([, entry]) => entry.used)
      const inCatalog = new Set(used.map(([id]) => id))
      const missing = [...extracted].filter(([id]) => !inCatalog.has(id)).map(([, m]) => m)
      const gone = used.filter(([id]) => !extracted.has(id)).map(([, e]) => e.source)
      expect({ missing, gone }).toEqual({ missing: [], gone: [] })
    })
  }

  for (const locale of LOCALE_LIST.filter((l) => l !== SOURCE_LOCALE)) {
    it(`every message has its ${locale} words, with the English's placeholders and tags`, () => {
      const entries: [string, CatalogEntry][] = [...readCatalog(ROOT, locale)]
      const used = entries.filter(([, entry]) => entry.used)
      const untranslated = used.filter(([, e]) => !e.translation.trim()).map(([, e]) => e.source)
      expect(untranslated, `messages with no ${locale} words`).toEqual([])
      const unlike = used
        .filter(([, e]) => e.translation && shape(e.translation).join() !== shape(e.source).join())
        .map(([, e]) => `${e.source} → ${e.translation}`)
      expect(unlike, 'translations whose placeholders or tags differ').toEqual([])
    })
  }
})
