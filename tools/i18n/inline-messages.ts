/**
 * A Babel plugin for the code Lingui's macro leaves: `i18n._({ id, message, values })` calls.
 *
 * - `runtime` (dev server, tests): each call keeps its id and gets its English compiled, so the
 *   runtime can show a catalog's words for the id, or the English.
 * - `locale` (a production build): each call becomes the build language's words: a string, or a
 *   template string whose placeholders are the values and whose plurals and selects are
 *   conditionals (the language's plural rule written as a comparison). A getter left returning
 *   only a string becomes that string. The runtime's `activeLocale()` and `BUILD_LOCALE` become
 *   the language's code, so the minifier drops what only other languages' pages use. What cannot
 *   be written so (a choice by a computed value) is left to the runtime, precompiled.
 */
import { types as t, type PluginObj, type NodePath } from '@babel/core'
import type { Locale } from '../../src/config/locales.ts'
import type { CompiledMessage } from '../../src/lib/i18n/runtime.ts'
import { ONE_FORM } from '../../src/lib/i18n/plural.ts'
import { compile } from './catalogs.ts'

/** The runtime, as the macro imports it (`@/lib/i18n/runtime`) and as lib/ does (`../i18n/runtime.ts`). */
const RUNTIME_MODULE = /(^|\/)i18n\/runtime(\.ts)?$/

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

interface ExpressionContext {
  locale: Locale
  values: Map<string, t.Expression>
  /** How often each placeholder's expression is written into the code. */
  uses: Map<string, number>
  /** What `#` stands for: the count of the plural it is in. */
  count?: t.Expression
}

/** The placeholder `name`'s expression, counted; undefined where the message has none. */
function placeholder(name: string, context: ExpressionContext): t.Expression | undefined {
  const expression = context.values.get(name)
  if (!expression) return undefined
  context.uses.set(name, (context.uses.get(name) ?? 0) + 1)
  return t.cloneNode(expression)
}

/** `count` in the language's "one" range (src/lib/i18n/plural.ts), as a comparison. */
function takesOneForm(count: t.Expression, locale: Locale): t.Expression {
  const { from, to } = ONE_FORM[locale]
  if (from === to) return t.binaryExpression('===', count, t.numericLiteral(from))
  return t.logicalExpression(
    '&&',
    t.binaryExpression('>=', count, t.numericLiteral(from)),
    t.binaryExpression('<=', t.cloneNode(count), t.numericLiteral(to)),
  )
}

const EXACT_CASE = /^=?\d+(\.\d+)?$/

/**
 * A plural or select as nested conditionals, choosing as the runtime does: an exact `=n` case,
 * then the count's category (plural) or the value's own case (select), then `other`. Undefined
 * where the value is not a plain name, which the conditions would evaluate more than once.
 */
function choice(
  [name, kind, cases]: readonly [string, string, Readonly<Record<string, CompiledMessage>>?],
  context: ExpressionContext,
): t.Expression | undefined {
  const subject = context.values.get(name)
  if (!cases || !t.isIdentifier(subject) || (kind !== 'plural' && kind !== 'select')) return
  context.uses.set(name, (context.uses.get(name) ?? 0) + 2)
  const inner = kind === 'plural' ? { ...context, count: subject } : context
  const branch = (message: CompiledMessage | undefined) =>
    message === undefined ? t.stringLiteral('') : expressionOf(message, inner)
  let chosen = branch(cases.other)
  if (!chosen) return
  // Lingui writes `offset: undefined` into every plural: the runtime knows no offsets either.
  const keyed = Object.entries(cases).filter(([key]) => key !== 'other' && key !== 'offset')
  if (cases.offset !== undefined) return
  // Built from the last condition outwards: exact cases are tried first, the category last.
  const conditions: [t.Expression, CompiledMessage][] = []
  for (const [key, message] of keyed) {
    if (kind === 'select') {
      const asText = t.callExpression(t.identifier('String'), [t.cloneNode(subject)])
      conditions.push([t.binaryExpression('===', asText, t.stringLiteral(key)), message])
    } else if (EXACT_CASE.test(key)) {
      // An exact case: `=0` in the message, compiled to "0".
      const exact = t.binaryExpression(
        '===',
        t.cloneNode(subject),
        t.numericLiteral(Number(key.replace('=', ''))),
      )
      conditions.push([exact, message])
    } else if (key !== 'one') {
      return // a category neither language has (CLDR "few", "many"…): left to the runtime
    }
  }
  if (kind === 'plural' && cases.one !== undefined)
    conditions.push([takesOneForm(t.cloneNode(subject), context.locale), cases.one])
  for (const [condition, message] of conditions.reverse()) {
    const consequent = branch(message)
    if (!consequent) return
    chosen = t.conditionalExpression(condition, consequent, chosen)
  }
  return chosen
}

/**
 * A compiled message as one expression: a string, or a template string whose placeholders are
 * the message's values and whose plurals and selects are conditionals. Undefined for a message
 * the build cannot write so (a placeholder with no value, a choice by a computed value).
 */
function expressionOf(
  compiled: CompiledMessage,
  context: ExpressionContext,
): t.Expression | undefined {
  if (typeof compiled === 'string') return t.stringLiteral(compiled)
  const quasis: string[] = ['']
  const expressions: t.Expression[] = []
  for (const part of compiled) {
    if (typeof part === 'string') {
      if (part === '#' && context.count) {
        expressions.push(t.cloneNode(context.count))
        quasis.push('')
      } else {
        quasis[quasis.length - 1] += part
      }
      continue
    }
    const expression = part.length === 1 ? placeholder(part[0], context) : choice(part, context)
    if (!expression) return undefined
    expressions.push(expression)
    quasis.push('')
  }
  if (expressions.length === 0) return t.stringLiteral(quasis[0] ?? '')
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

/** The message as an expression, if no placeholder but a plain name is written in twice. */
function inlineExpression(
  compiled: CompiledMessage,
  values: Map<string, t.Expression>,
  locale: Locale,
): t.Expression | undefined {
  const uses = new Map<string, number>()
  const expression = expressionOf(compiled, { locale, values, uses })
  // A placeholder written in twice would evaluate its expression twice: only a name may be.
  for (const [name, count] of uses) {
    if (count > 1 && !t.isIdentifier(values.get(name))) return undefined
  }
  return expression
}

/** The compiled message as plain data: Lingui leaves `offset: undefined` on every plural. */
function withoutUndefined(compiled: CompiledMessage): CompiledMessage {
  return JSON.parse(JSON.stringify(compiled)) as CompiledMessage
}

/**
 * A build is in one language: the runtime's `activeLocale()` and `BUILD_LOCALE` become that
 * language's code, so the minifier drops what only another language's pages use.
 */
function writeInBuildLocale(
  program: NodePath<t.Program>,
  runtimeNames: Set<string>,
  locale: Locale,
) {
  for (const name of runtimeNames) {
    const binding = program.scope.getBinding(name)
    if (!binding || binding.kind !== 'module' || !t.isImportSpecifier(binding.path.node)) continue
    const { imported } = binding.path.node
    const importedName = t.isIdentifier(imported) ? imported.name : imported.value
    for (const reference of binding.referencePaths) {
      if (importedName === 'BUILD_LOCALE') {
        reference.replaceWith(t.stringLiteral(locale))
      } else if (importedName === 'activeLocale') {
        const call = reference.parentPath
        if (call?.isCallExpression() && call.node.callee === reference.node)
          call.replaceWith(t.stringLiteral(locale))
      }
    }
  }
}

export function inlineMessages(target: InlineTarget): () => PluginObj {
  return () => ({
    name: 'inline-messages',
    visitor: {
      Program(program) {
        const runtimeNames = new Set<string>()
        for (const statement of program.node.body) {
          if (!t.isImportDeclaration(statement) || !RUNTIME_MODULE.test(statement.source.value))
            continue
          for (const s of statement.specifiers) runtimeNames.add(s.local.name)
        }
        if (runtimeNames.size === 0) return
        if (target.kind === 'locale') writeInBuildLocale(program, runtimeNames, target.locale)
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
            const inline = inlineExpression(compiled, valueExpressions(values), target.locale)
            if (inline) path.replaceWith(inline)
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
            if (!RUNTIME_MODULE.test(path.node.source.value)) return
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
