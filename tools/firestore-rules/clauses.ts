/**
 * The clauses of a rules file, and the rules with each one removed (a "mutant"): an `&&` operand
 * becomes `true`, an `||` operand `false`, every `allow` statement is dropped in turn, and so is
 * each operation of a statement that names several (`get` and `list` of `allow get, list`). A
 * scenario table that proves the rules must notice every such removal.
 */

export interface Mutant {
  /** Where the removed clause was, and what it said. */
  description: string
  /** The text of the removed clause ('' when a whole allow statement is). */
  removed: string
  /**
   * What took its place: `true` lets more through, so a denied scenario would notice; `false`
   * (an `||` operand, or a whole allow statement) lets less through, so an allowed one would.
   */
  replacement: 'true' | 'false'
  rules: string
  /** The collections whose rules the clause is part of (directly or through a function). */
  collections: string[]
}

export interface Span {
  start: number
  end: number
}

/**
 * Clauses whose removal changes nothing anyone could observe, so no scenario can tell:
 *  - `request.auth != null`: without it the next clause reads a field of a null `request.auth`,
 *    an evaluation error that denies the request just the same;
 *  - `keys().hasAll([...])`: each required field is also read by another clause of every allow
 *    statement that checks it (requiredKeyReads() below; clauses.test.ts holds it to that), and
 *    reading a missing field is an evaluation error, which denies too.
 * They stay in the rules because they say what is meant.
 */
const EQUIVALENT = [/^request\.auth != null$/, /\.keys\(\)\.hasAll\(/]

/** Index just past the expression that starts at `start`: the first `;` outside brackets and strings. */
export function expressionEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === "'" || c === '"') i = text.indexOf(c, i + 1)
    else if (c === '(' || c === '[' || c === '{') depth++
    else if (c === ')' || c === ']' || c === '}') depth--
    else if (c === ';' && depth === 0) return i
  }
  throw new Error(`No ";" ends the expression at ${start}`)
}

/** Splits `span` at each top-level `operator`. */
function split(text: string, span: Span, operator: '&&' | '||'): Span[] {
  const parts: Span[] = []
  let depth = 0
  let from = span.start
  for (let i = span.start; i < span.end; i++) {
    const c = text[i]
    if (c === "'" || c === '"') i = text.indexOf(c, i + 1)
    else if (c === '(' || c === '[' || c === '{') depth++
    else if (c === ')' || c === ']' || c === '}') depth--
    else if (depth === 0 && text.startsWith(operator, i)) {
      parts.push({ start: from, end: i })
      from = i + operator.length
      i++
    }
  }
  parts.push({ start: from, end: span.end })
  return parts.map((part) => trim(text, part))
}

function trim(text: string, { start, end }: Span): Span {
  while (start < end && /\s/.test(text[start] as string)) start++
  while (end > start && /\s/.test(text[end - 1] as string)) end--
  return { start, end }
}

/** Whether the span is one parenthesised group, `( … )`. */
function isWrapped(text: string, { start, end }: Span): boolean {
  if (text[start] !== '(' || text[end - 1] !== ')') return false
  let depth = 0
  for (let i = start; i < end; i++) {
    const c = text[i]
    if (c === "'" || c === '"') i = text.indexOf(c, i + 1)
    else if (c === '(') depth++
    else if (c === ')' && --depth === 0 && i < end - 1) return false
  }
  return true
}

interface Clause extends Span {
  /** What the clause is replaced with to remove it. */
  neutral: 'true' | 'false'
}

function clauses(text: string, span: Span, neutral: Clause['neutral']): Clause[] {
  for (const [operator, value] of [
    ['||', 'false'],
    ['&&', 'true'],
  ] as const) {
    const parts = split(text, span, operator)
    if (parts.length > 1) return parts.flatMap((part) => operand(text, part, value))
  }
  return operand(text, span, neutral)
}

function operand(text: string, span: Span, neutral: Clause['neutral']): Clause[] {
  if (isWrapped(text, span)) {
    const inner = trim(text, { start: span.start + 1, end: span.end - 1 })
    if (split(text, inner, '||').length > 1 || split(text, inner, '&&').length > 1) {
      return clauses(text, inner, neutral)
    }
  }
  return [{ ...span, neutral }]
}

export interface Condition {
  where: string
  span: Span
  /** For an allow statement: where its operations are written, and which. */
  operations?: Span & { names: string[] }
}

/** Each condition of the file: what follows `allow …: if` and `function …(…) { return`. */
export function conditions(rules: string): Condition[] {
  const found: Condition[] = []
  for (const match of rules.matchAll(
    /allow\s+([\w\s,]+):\s*if\s+|function\s+(\w+)\s*\([^)]*\)\s*\{\s*return\s+/g,
  )) {
    const start = match.index + match[0].length
    const where = match[1] ? `allow ${match[1].trim()}` : `function ${match[2]}`
    const condition: Condition = {
      where: `${where} (line ${lineOf(rules, start)})`,
      span: trim(rules, { start, end: expressionEnd(rules, start) }),
    }
    if (match[1]) {
      const written = match[1].trimEnd()
      const from = match.index + match[0].indexOf(written)
      condition.operations = {
        start: from,
        end: from + written.length,
        names: written.split(',').map((name) => name.trim()),
      }
    }
    found.push(condition)
  }
  return found
}

/** Each `match /name/{id} { … }` block: the collection and where its body starts and ends. */
function matchBlocks(rules: string): { collection: string; span: Span }[] {
  return [...rules.matchAll(/match\s+\/(\w+)\/\{\w+\}\s*\{/g)].map((match) => {
    const start = match.index + match[0].length
    let depth = 1
    let end = start
    while (depth > 0 && end < rules.length) {
      const c = rules[end++]
      if (c === '{') depth++
      else if (c === '}') depth--
    }
    return { collection: match[1] as string, span: { start, end } }
  })
}

/** Each function's name and body. */
function functions(rules: string): { name: string; span: Span }[] {
  return [...rules.matchAll(/function\s+(\w+)\s*\([^)]*\)\s*\{/g)].map((match) => {
    const start = match.index + match[0].length
    return {
      name: match[1] as string,
      span: { start, end: rules.indexOf('}', expressionEnd(rules, start)) },
    }
  })
}

/** The collections whose rules reach the text at `offset`: its match block, or the blocks that call its function. */
function collectionsOf(rules: string, offset: number): string[] {
  const inside = (span: Span) => offset >= span.start && offset < span.end
  const blocks = matchBlocks(rules)
  const block = blocks.find(({ span }) => inside(span))
  if (block) return [block.collection]
  const all = functions(rules)
  const reached = new Set(all.filter(({ span }) => inside(span)).map(({ name }) => name))
  // Functions calling a reached function are reached too.
  for (let grew = true; grew;) {
    grew = false
    for (const { name, span } of all) {
      const body = rules.slice(span.start, span.end)
      if (!reached.has(name) && [...reached].some((f) => body.includes(`${f}(`))) {
        reached.add(name)
        grew = true
      }
    }
  }
  return blocks
    .filter(({ span }) =>
      [...reached].some((f) => rules.slice(span.start, span.end).includes(`${f}(`)),
    )
    .map(({ collection }) => collection)
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ')

export function mutants(rules: string): Mutant[] {
  const result: Mutant[] = []
  for (const { where, span } of conditions(rules)) {
    for (const clause of clauses(rules, span, 'true')) {
      const text = rules.slice(clause.start, clause.end)
      if (text === clause.neutral || EQUIVALENT.some((pattern) => pattern.test(text))) continue
      result.push({
        description: `${where}: without ${oneLine(text)}`,
        removed: oneLine(text),
        replacement: clause.neutral,
        rules: rules.slice(0, clause.start) + clause.neutral + rules.slice(clause.end),
        collections: collectionsOf(rules, clause.start),
      })
    }
  }
  for (const { where, span } of conditions(rules)) {
    if (!where.startsWith('allow')) continue
    result.push({
      description: `${where}: allows nothing`,
      removed: '',
      replacement: 'false',
      rules: rules.slice(0, span.start) + 'false' + rules.slice(span.end),
      collections: collectionsOf(rules, span.start),
    })
  }
  // `allow get, list` without list is no weaker a claim than without both: each needs a row.
  for (const { where, span, operations } of conditions(rules)) {
    if (!operations || operations.names.length < 2) continue
    for (const name of operations.names) {
      const kept = operations.names.filter((other) => other !== name).join(', ')
      result.push({
        description: `${where}: without ${name}`,
        removed: name,
        replacement: 'false',
        rules: rules.slice(0, operations.start) + kept + rules.slice(operations.end),
        collections: collectionsOf(rules, span.start),
      })
    }
  }
  return result
}
