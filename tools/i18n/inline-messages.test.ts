import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import { describe, expect, it } from 'vitest'
import { inlineMessages, type InlineTarget } from './inline-messages.ts'

const linguiConfig = getConfig({ cwd: process.cwd(), skipValidation: true })

const SOURCE = `
import { t, plural } from '@/lib/i18n/macro'
export const copy = {
  get heading() { return t\`Our Products\` },
  greet: (name: string) => t\`Hello \${name}, again \${name}\`,
  count: (n: number) => t\`\${plural(n, { one: '# pack', other: '# packs' })} chosen\`,
  twice: (o: { a: () => string }) => t\`\${o.a()} and \${o.a()}\`,
  quoted: (x: string) => t\`Back\\\`tick \${x}\`,
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
}

function hindiTarget(missing: string[] = []): InlineTarget {
  return {
    kind: 'locale',
    locale: 'hi',
    translate: (id) => Object.entries(HINDI).find(([source]) => ids.get(source) === id)?.[1],
    missing: (_id, source) => void missing.push(source),
  }
}

// The macro names each message by a hash of its English: learnt once from the runtime output.
const ids = new Map<string, string>()

describe('inlineMessages', () => {
  it('keeps each message its id and its English, compiled, for the dev server and the tests', async () => {
    const code = await compileWith({ kind: 'runtime' })
    for (const match of code.matchAll(/id: "([^"]+)",\s*m: (?:"([^"]*)"|\[)/g)) {
      if (match[2]) ids.set(match[2], match[1]!)
    }
    expect(code).toContain('m: "Our Products"')
    expect(code).toMatch(/m: \["Hello ", \["name"\], ", again ", \["name"\]\]/)
    expect(code).toContain('from "@/lib/i18n/runtime"')
    ids.set('Hello {name}, again {name}', /id: "([^"]+)",\s*m: \["Hello "/.exec(code)![1]!)
  })

  it('writes an English build’s words into the code: strings, template strings, and plurals left to the runtime', async () => {
    const code = await compileWith({
      kind: 'locale',
      locale: 'en',
      translate: () => undefined,
      missing: () => {},
    })
    expect(code).toContain('heading: "Our Products"')
    expect(code).toContain('`Hello ${name}, again ${name}`')
    expect(code).toMatch(/_\(\{\s*m: \[\["n", "plural"/)
    expect(code).not.toMatch(/id: "/)
    expect(code).toContain('`${o.a()} and ${o.a()}`')
    expect(code).toContain('`Back\\`tick ${x}`')
  })

  it('writes a Hindi build’s words, and reports the messages it has no words for', async () => {
    const missing: string[] = []
    const code = await compileWith(hindiTarget(missing))
    expect(code).toContain('heading: "हमारे उत्पाद"')
    expect(code).toContain('`नमस्ते ${name}, फिर ${name}`')
    expect(missing).toContain('{n, plural, one {# pack} other {# packs}} chosen')
  })
})
