import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { inlineMessages, type InlineTarget } from './inline-messages.ts'

const linguiConfig = getConfig({ cwd: process.cwd(), skipValidation: true })

const SOURCE = `
import { t, plural, select } from '@/lib/i18n/macro'
import { activeLocale, BUILD_LOCALE } from '../i18n/runtime.ts'
export const here = () => activeLocale() === 'hi' ? BUILD_LOCALE : 'other'
export const copy = {
  get heading() { return t\`Our Products\` },
  greet: (name: string) => t\`Hello \${name}, again \${name}\`,
  count: (n: number) => t\`\${plural(n, { one: '# pack', other: '# packs' })} chosen\`,
  twice: (o: { a: () => string }) => t\`\${o.a()} and \${o.a()}\`,
  quoted: (x: string) => t\`Back\\\`tick \${x}\`,
  lines: (n: number) => plural(n, { '=0': 'No lines', one: '# line', other: '# lines' }),
  kind: (k: string) => select(k, { order: 'Order', other: 'Message' }),
  computed: (o: { n: () => number }) => plural(o.n(), { one: 'one', other: 'many' }),
}
`

async function compileWith(target: InlineTarget): Promise<string> {
  const parserOpts = { plugins: ['typescript' as const] }
  const common = { filename: '/x/src/a.ts', babelrc: false, configFile: false, parserOpts }
  const macro = await transformAsync(SOURCE, {
    ...common,
    plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }]],
  })
  const out = await transformAsync(macro!.code!, {
    ...common,
    plugins: [inlineMessages(target)],
    generatorOpts: { jsescOption: { minimal: true } },
  })
  return out!.code!
}

const HINDI: Record<string, string> = {
  'Our Products': 'हमारे उत्पाद',
  'Hello {name}, again {name}': 'नमस्ते {name}, फिर {name}',
  '{n, plural, one {# pack} other {# packs}} chosen': '{n, plural, one {# पैक} other {# पैक}} चुने',
}

const ENGLISH_BUILD: InlineTarget = {
  kind: 'locale',
  locale: 'en',
  translate: () => undefined,
  missing: () => {},
}

function hindiTarget(missing: string[] = []): InlineTarget {
  return {
    kind: 'locale',
    locale: 'hi',
    translate: (id) =>
      Object.entries(HINDI).find(([source]) => generateMessageId(source) === id)?.[1],
    missing: (_id, source) => void missing.push(source),
  }
}

describe('inlineMessages', () => {
  it('keeps each message its id and its English, compiled, for the dev server and the tests', async () => {
    const code = await compileWith({ kind: 'runtime' })
    expect(code).toContain('m: "Our Products"')
    expect(code).toMatch(/m: \["Hello ", \["name"\], ", again ", \["name"\]\]/)
    expect(code).toContain('from "@/lib/i18n/runtime"')
  })

  it('writes an English build’s words into the code: strings, template strings, plurals and selects as conditionals', async () => {
    const code = await compileWith(ENGLISH_BUILD)
    expect(code).toContain('heading: "Our Products"')
    expect(code).toContain('`Hello ${name}, again ${name}`')
    expect(code).toContain('`${n === 1 ? `${n} pack` : `${n} packs`} chosen`')
    // An exact case comes before the language's category, as the runtime chooses.
    expect(code).toContain('n === 0 ? "No lines" : n === 1 ? `${n} line` : `${n} lines`')
    expect(code).toContain('String(k) === "order" ? "Order" : "Message"')
    expect(code).not.toMatch(/id: "/)
    expect(code).toContain('`${o.a()} and ${o.a()}`')
    expect(code).toContain('`Back\\`tick ${x}`')
  })

  it('leaves to the runtime only a choice by a computed value, which conditions would call twice', async () => {
    const code = await compileWith(ENGLISH_BUILD)
    expect(code).toMatch(/_i18n\._\(\{\s*m: \[\["0", "plural"/)
    expect(code).toContain('from "@/lib/i18n/runtime"')
  })

  it('writes the build’s language for activeLocale() and BUILD_LOCALE, and drops what is left unused', async () => {
    const code = await compileWith(ENGLISH_BUILD)
    expect(code).toContain(`here = () => "en" === 'hi' ? "en" : 'other'`)
    expect(code).not.toContain('../i18n/runtime.ts')
    const runtime = await compileWith({ kind: 'runtime' })
    expect(runtime).toContain('activeLocale()')
  })

  it('writes a Hindi build’s words with Hindi’s plural rule, and reports the messages it has no words for', async () => {
    const missing: string[] = []
    const code = await compileWith(hindiTarget(missing))
    expect(code).toContain('heading: "हमारे उत्पाद"')
    expect(code).toContain('`नमस्ते ${name}, फिर ${name}`')
    // Hindi's "one" takes 0 and 1.
    expect(code).toContain('`${n >= 0 && n <= 1 ? `${n} पैक` : `${n} पैक`} चुने`')
    expect(code).toContain(`here = () => "hi" === 'hi' ? "hi" : 'other'`)
    expect(missing).toContain('{n, plural, =0 {No lines} one {# line} other {# lines}}')
    expect(missing).not.toContain('{n, plural, one {# pack} other {# packs}} chosen')
  })
})
