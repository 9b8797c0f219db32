/**
 * `npx tsx tools/i18n/messages-in.ts <file…>`: the messages the given source files hold, as the
 * catalogs key them (Lingui's ICU form: `${name}` is `{name}`, an expression `{0}`, a plural
 * `{n, plural, one {…} other {…}}`), one per line as JSON strings. For writing a translation
 * before extraction has run.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { transformSync, types as t } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'

const linguiConfig = getConfig({ cwd: process.cwd(), skipValidation: true })

export function messagesIn(file: string): string[] {
  const found: string[] = []
  const code = readFileSync(file, 'utf8')
  const parserOpts = {
    plugins: ['typescript' as const, ...(file.endsWith('x') ? ['jsx' as const] : [])],
  }
  const out = transformSync(code, {
    filename: resolve(file),
    babelrc: false,
    configFile: false,
    parserOpts,
    plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }]],
  })
  transformSync(out?.code ?? '', {
    filename: resolve(file),
    babelrc: false,
    configFile: false,
    parserOpts,
    plugins: [
      () => ({
        visitor: {
          ObjectProperty(path: { node: t.ObjectProperty }) {
            const { key, value } = path.node
            if (t.isIdentifier(key, { name: 'message' }) && t.isStringLiteral(value))
              found.push(value.value)
          },
        },
      }),
    ],
  })
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    for (const message of messagesIn(file)) console.log(JSON.stringify(message))
  }
}
