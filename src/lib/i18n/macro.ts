/**
 * The message macros every translatable word of the site is written with:
 *
 *   get heading() { return t`Our Products` }
 *   count: (n: number) => t`${plural(n, { one: '# product', other: '# products' })} found`
 *
 * They are Lingui's core macros (`@lingui/core/macro`) under the project's own name. The build,
 * the dev server and the tests compile them away (tools/i18n/vite-plugin.ts): into the language's
 * words in a production build, into catalog lookups elsewhere; `npm run i18n:extract` collects
 * them into the catalogs (src/locales). Code that reads these modules without compiling them (the
 * browser tests and the benchmark, in Node) gets the functions below, which give the English.
 *
 * A message is read when it is shown, never when a module loads: a word kept in a module-level
 * constant would stay in the language the module first met.
 */
import type {
  plural as linguiPlural,
  select as linguiSelect,
  t as linguiT,
} from '@lingui/core/macro'

type Cases = Record<string, string>

/**
 * Where these functions find another language's words for a message: given its text between the
 * placeholders and the placeholders' values, in order (none: English).
 */
type Translation = (parts: readonly string[], values: readonly unknown[]) => string | undefined
let translation: Translation | null = null

/**
 * Gives messages in another language, from `words`: for browser tests that read a Hindi page's
 * words from the content modules. A catalog keys a message by its placeholders' names, which a
 * function cannot see; `words` finds it by the text around them. `null` returns to English.
 */
export function translateUncompiled(words: Translation | null): void {
  translation = words
}

/** Lingui's macro, or its argument, as the English it stands for (or as `translation` has it). */
function english(strings: TemplateStringsArray | { message?: string }, values: unknown[]): string {
  if (!Array.isArray(strings)) {
    const message = (strings as { message?: string }).message ?? ''
    return translation?.([message], []) ?? message
  }
  const parts = strings as TemplateStringsArray
  return (
    translation?.(parts, values) ??
    parts.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), '')
  )
}

function choose(cases: Cases, key: string, fallback: string): string {
  return cases[key] ?? cases[fallback] ?? cases.other ?? ''
}

export const t = ((strings: TemplateStringsArray | { message?: string }, ...values: unknown[]) =>
  english(strings, values)) as unknown as typeof linguiT

export const plural = ((value: number, cases: Cases) =>
  choose(cases, `=${value}`, value === 1 ? 'one' : 'other').replaceAll(
    '#',
    String(value),
  )) as unknown as typeof linguiPlural

export const select = ((value: string, cases: Cases) =>
  choose(cases, value, 'other')) as unknown as typeof linguiSelect
