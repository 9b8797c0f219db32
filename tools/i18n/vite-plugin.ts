/**
 * The message macros (src/lib/i18n/macro.ts), compiled with Lingui's own macro and then, in a
 * production build, into the build's language (tools/i18n/inline-messages.ts). One production
 * build is made per language (tools/i18n/build.ts): each page's script carries its own words in
 * its own language, so no page downloads a catalog, and an English page pays nothing for Hindi.
 *
 * The dev server and the tests keep one bundle for every language: messages keep their ids and
 * English, and `virtual:i18n/catalog/<locale>` gives a language's compiled catalog to activate.
 */
import { transformAsync, type ParserOptions } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import type { Plugin } from 'vite'
import { isLocale, SOURCE_LOCALE, type Locale } from '../../src/config/locales.ts'
import { catalogFile, compiledCatalog, readCatalog } from './catalogs.ts'
import { inlineMessages, type InlineTarget } from './inline-messages.ts'

/**
 * The imports the message macros are written with (lingui.config.ts names them too): config/ uses
 * the relative one, being read in Node by the build, where the `@/` alias is unknown.
 */
export const MACRO_MODULES = ['@/lib/i18n/macro', '../lib/i18n/macro.ts'] as const
const CATALOG_MODULE = 'virtual:i18n/catalog/'

/** The language a production build is made in: `APP_LOCALE`, or the source language. */
export function buildLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const value = env.APP_LOCALE ?? SOURCE_LOCALE
  if (!isLocale(value)) throw new Error(`APP_LOCALE=${value} is not one of the site's languages`)
  return value
}

export function i18nPlugin(): Plugin {
  let root = process.cwd()
  let target: InlineTarget = { kind: 'runtime' }
  const linguiConfig = getConfig({ cwd: root, skipValidation: true })
  return {
    name: 'i18n',
    enforce: 'pre',
    config(_, { command, mode }) {
      if (command !== 'build' || mode === 'test') return
      return { define: { __APP_LOCALE__: JSON.stringify(buildLocale()) } }
    },
    configResolved(config) {
      root = config.root
      if (config.command !== 'build') return
      const locale = buildLocale()
      const catalog = readCatalog(root, locale)
      target = {
        kind: 'locale',
        locale,
        translate: (id) => catalog.get(id)?.translation || undefined,
        missing: (id, source) =>
          config.logger.warn(`No ${locale} words for "${source}" (${id}): English is used`),
      }
    },
    resolveId(source) {
      return source.startsWith(CATALOG_MODULE) ? `\0${source}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOG_MODULE}`)) return undefined
      const locale = id.slice(CATALOG_MODULE.length + 1)
      if (!isLocale(locale)) throw new Error(`No catalog for ${locale}`)
      this.addWatchFile(catalogFile(root, locale))
      return `export default ${JSON.stringify(compiledCatalog(root, locale))}`
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!/\.[cm]?tsx?$/.test(file) || id.includes('/node_modules/')) return undefined
      const hasMacros = MACRO_MODULES.some((module) => code.includes(module))
      // A build also writes its language into the code that asks the runtime for it.
      const asksLocale = target.kind === 'locale' && code.includes('i18n/runtime')
      if (!hasMacros && !asksLocale) return undefined
      const parserOpts: ParserOptions = {
        plugins: ['typescript', ...(file.endsWith('x') ? (['jsx'] as const) : [])],
      }
      const common = { filename: id, babelrc: false, configFile: false, parserOpts } as const
      const macro = hasMacros
        ? await transformAsync(code, {
            ...common,
            sourceMaps: true,
            plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }]],
          })
        : { code, map: undefined }
      if (!macro?.code) return undefined
      const inlined = await transformAsync(macro.code, {
        ...common,
        inputSourceMap: macro.map ?? undefined,
        sourceMaps: true,
        plugins: [inlineMessages(target)],
        // Devanagari as it is, not as \u escapes three times its size.
        generatorOpts: { jsescOption: { minimal: true } },
      })
      if (!inlined?.code) return undefined
      return { code: inlined.code, map: inlined.map }
    },
  }
}
