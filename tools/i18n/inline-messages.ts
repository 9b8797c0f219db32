/**
 * A Babel plugin for the code Lingui's macro leaves: `i18n._({ id, message, values })` calls.
 *
 * - `runtime` (dev server, tests): each call keeps its id and gets its English compiled, so the
 *   runtime can show a catalog's words for the id, or the English.
 * - `locale` (a production build): each call becomes the build language's words: a string, a
 *   template string for placeholders, or, for a plural or select, a call with the precompiled
 *   message and no id. A getter left returning only a string becomes that string.
 */
import { types as t, type PluginObj, type NodePath } from '@babel/core'
import type { Locale } from '../../src/config/locales.ts'
import type { CompiledMessage } from '../../src/lib/i18n/runtime.ts'
import { compile } from './catalogs.ts'

const RUNTIME_MODULE = '@/lib/i18n/runtime'

export type InlineTarget =
  | { kind: 'runtime' }
  | {
      kind: 'locale'
      locale: Locale
      /** The language's words for a message id, or undefined where there are none. */
      translate: (id: string) => string | undefined
      missing: (id: string, source: string) => void
    }

function property(object: t.ObjectExpression, name: string): t.ObjectProperty | undefined {
  return object.properties.find(
    (p): p is t.ObjectProperty =>
      t.isObjectProperty(p) &&
      ((t.isIdentifier(p.key) && p.key.name === name) ||
        (t.isStringLiteral(p.key) && p.key.value === name)),
  )
}

function valueExpressions(values: t.ObjectProperty | undefined): Map<string, t.Expression> {
  const out = new Map<string, t.Expression>()
  if (!values || !t.isObjectExpression(values.value)) return out
  for (const p of values.value.properties) {
    if (!t.isObjectProperty(p) || !t.isExpression(p.value)) continue
    const key = t.isIdentifier(p.key)
      ? p.key.name
      : t.isStringLiteral(p.key) || t.isNumericLiteral(p.key)
        ? String(p.key.value)
        : undefined
    if (key !== undefined) out.set(key, p.value)
  }
  return out
}

/** A compiled message of text and plain placeholders as a template string, if it is one. */
function asTemplate(
  compiled: Exclude<CompiledMessage, string>,
  values: Map<string, t.Expression>,
): t.TemplateLiteral | undefined {
  const quasis: string[] = ['']
  const expressions: t.Expression[] = []
  const uses = new Map<string, number>()
  for (const part of compiled) {
    if (typeof part === 'string') {
      quasis[quasis.length - 1] += part
      continue
    }
    if (part.length > 1) return undefined
    const expression = values.get(part[0])
    if (!expression) return undefined
    uses.set(part[0], (uses.get(part[0]) ?? 0) + 1)
    expressions.push(t.cloneNode(expression))
    quasis.push('')
  }
  // A placeholder used twice would evaluate its expression twice: only a name may be.
  for (const [name, count] of uses) {
    const expression = values.get(name)
    if (count > 1 && !t.isIdentifier(expression)) return undefined
  }
  return t.templateLiteral(
    quasis.map((raw, i) =>
      t.templateElement(
        { raw: raw.replace(/\\|`|\$\{/g, (m) => `\\${m}`), cooked: raw },
        i === quasis.length - 1,
      ),
    ),
    expressions,
  )
}

/** The compiled message as plain data: Lingui leaves `offset: undefined` on every plural. */
function withoutUndefined(compiled: CompiledMessage): CompiledMessage {
  return JSON.parse(JSON.stringify(compiled)) as CompiledMessage
}

export function inlineMessages(target: InlineTarget): () => PluginObj {
  return () => ({
    name: 'inline-messages',
    visitor: {
      Program(program) {
        const runtimeNames = new Set<string>()
        for (const statement of program.node.body) {
          if (!t.isImportDeclaration(statement) || statement.source.value !== RUNTIME_MODULE)
            continue
          for (const s of statement.specifiers) runtimeNames.add(s.local.name)
        }
        if (runtimeNames.size === 0) return
        program.traverse({
          CallExpression(path) {
            const { callee, arguments: args } = path.node
            if (
              !t.isMemberExpression(callee) ||
              !t.isIdentifier(callee.object) ||
              !runtimeNames.has(callee.object.name) ||
              !t.isIdentifier(callee.property, { name: '_' }) ||
              !t.isObjectExpression(args[0])
            )
              return
            const descriptor = args[0]
            const id = property(descriptor, 'id')
            const message = property(descriptor, 'message')
            if (
              !id ||
              !t.isStringLiteral(id.value) ||
              !message ||
              !t.isStringLiteral(message.value)
            )
              return
            const values = property(descriptor, 'values')
            const source = message.value.value
            const keep = (compiled: CompiledMessage, withId: boolean) =>
              t.objectExpression([
                ...(withId ? [t.objectProperty(t.identifier('id'), id.value)] : []),
                t.objectProperty(t.identifier('m'), t.valueToNode(withoutUndefined(compiled))),
                ...(values ? [values] : []),
              ])
            if (target.kind === 'runtime') {
              path.node.arguments = [keep(compile(source), true)]
              path.skip()
              return
            }
            let words = source
            if (target.locale !== 'en') {
              const translated = target.translate(id.value.value)
              if (translated) words = translated
              else target.missing(id.value.value, source)
            }
            const compiled = compile(words)
            if (typeof compiled === 'string') {
              path.replaceWith(t.stringLiteral(compiled))
              return
            }
            const template = asTemplate(compiled, valueExpressions(values))
            if (template) path.replaceWith(template)
            else path.node.arguments = [keep(compiled, false)]
            path.skip()
          },
        })
        if (target.kind === 'runtime') return
        program.traverse({
          ObjectMethod(path: NodePath<t.ObjectMethod>) {
            const { node } = path
            if (node.kind !== 'get' || node.computed || node.body.body.length !== 1) return
            const [statement] = node.body.body
            if (!t.isReturnStatement(statement)) return
            const value = statement.argument
            const constant =
              t.isStringLiteral(value) ||
              (t.isTemplateLiteral(value) && value.expressions.length === 0)
            if (!constant || !t.isExpression(node.key)) return
            path.replaceWith(t.objectProperty(node.key, value))
          },
        })
        program.scope.crawl()
        program.traverse({
          ImportDeclaration(path) {
            if (path.node.source.value !== RUNTIME_MODULE) return
            path.node.specifiers = path.node.specifiers.filter(
              (s) => program.scope.getBinding(s.local.name)?.referenced,
            )
            if (path.node.specifiers.length === 0) path.remove()
          },
        })
      },
    },
  })
}
