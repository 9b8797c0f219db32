/**
 * Why clauses.ts may leave `keys().hasAll([...])` out of its mutants: every key it requires is
 * also read by another clause of each allow statement that checks it, and reading a missing key
 * is an evaluation error that denies the request, with or without the hasAll.
 */
import { conditions, expressionEnd } from './clauses'

interface RulesFunction {
  params: string[]
  body: string
}

function definitions(rules: string): Map<string, RulesFunction> {
  const found = new Map<string, RulesFunction>()
  for (const match of rules.matchAll(/function\s+(\w+)\s*\(([^)]*)\)\s*\{\s*return\s+/g)) {
    const start = match.index + match[0].length
    found.set(match[1] as string, {
      params: (match[2] as string).split(',').map((param) => param.trim()),
      body: rules.slice(start, expressionEnd(rules, start)),
    })
  }
  return found
}

/** Index of the parenthesis closing the one at `open`, skipping strings. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const c = text[i]
    if (c === "'" || c === '"') i = text.indexOf(c, i + 1)
    else if (c === '(' || c === '[') depth++
    else if ((c === ')' || c === ']') && --depth === 0) return i
  }
  throw new Error(`No ")" closes the "(" at ${open}`)
}

/** The arguments of a call, split at its top-level commas. */
function argumentsOf(text: string): string[] {
  const args: string[] = []
  let depth = 0
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === "'" || c === '"') i = text.indexOf(c, i + 1)
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === ',' && depth === 0) {
      args.push(text.slice(from, i).trim())
      from = i + 1
    }
  }
  return [...args, text.slice(from).trim()]
}

/** `body` with each parameter, where it stands as a name (not in a string, not after a dot), replaced. */
function substitute(body: string, params: string[], args: string[]): string {
  return body.replace(/'[^']*'|"[^"]*"|(?<![.\w])\w+/g, (token) => {
    const index = params.indexOf(token)
    return index < 0 ? token : (args[index] ?? token)
  })
}

/** `expression` with every call of a function of the file replaced by its body. */
function inline(expression: string, functions: Map<string, RulesFunction>): string {
  let text = expression
  const call = /(?<![.\w])(\w+)\(/g
  for (let match = call.exec(text); match; match = call.exec(text)) {
    const definition = functions.get(match[1] as string)
    if (!definition) continue
    const open = match.index + match[0].length - 1
    const end = closing(text, open)
    const args = argumentsOf(text.slice(open + 1, end))
    text = `${text.slice(0, match.index)}(${substitute(definition.body, definition.params, args)})${text.slice(end + 1)}`
    call.lastIndex = match.index
  }
  return text
}

export interface RequiredKey {
  /** The allow statement, and the key as the document it requires it of. */
  where: string
  key: string
  /** Whether another clause of the statement reads it. */
  read: boolean
}

/** Each key a hasAll requires, in each allow statement that checks it (functions inlined). */
export function requiredKeyReads(rules: string): RequiredKey[] {
  const functions = definitions(rules)
  const found: RequiredKey[] = []
  for (const { where, span } of conditions(rules)) {
    if (!where.startsWith('allow')) continue
    const text = inline(rules.slice(span.start, span.end), functions)
    for (const match of text.matchAll(/([\w.]+)\.keys\(\)\.hasAll\(\[([^\]]*)\]\)/g)) {
      const document = match[1] as string
      for (const quoted of (match[2] as string).match(/'[^']*'/g) ?? []) {
        const key = `${document}.${quoted.slice(1, -1)}`
        const read = new RegExp(`${key.replaceAll('.', '\\.')}(?!\\w)`).test(text)
        found.push({ where, key, read })
      }
    }
  }
  return found
}
