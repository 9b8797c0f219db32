/**
 * The translation runtime the message macros compile to (`t`, `plural`, `select` from
 * `./macro`; see tools/i18n) under the dev server and the tests: there messages keep their ids
 * and their English form, and a language's catalog can be activated at run time (`activate`), so
 * one server shows both languages.
 *
 * A production build is made once per language and needs none of it: the build writes each
 * message's words for its language into the code (a string, a template string, a plural or a
 * select as conditionals), and `activeLocale()` and `BUILD_LOCALE` as the language's code.
 */
import { SOURCE_LOCALE, type Locale } from '../../config/locales.ts'
import { pluralCategory } from './plural'

/** A message as Lingui compiles it: text, `[name]`, or `[name, 'plural' | 'select', cases]`. */
export type CompiledMessage = string | readonly CompiledPart[]
export type CompiledPart =
  string | readonly [string] | readonly [string, string, Readonly<Record<string, CompiledMessage>>?]

export interface MessageDescriptor {
  /** The message's id in the catalogs: kept only where catalogs are activated at run time. */
  id?: string
  /** The message, compiled: in the build's language, or in English where catalogs are loaded. */
  m: CompiledMessage
  values?: Readonly<Record<string, unknown>>
}

declare const __APP_LOCALE__: string | undefined

/** The language the build was made in; the source language under the dev server and the tests. */
export const BUILD_LOCALE: Locale =
  typeof __APP_LOCALE__ === 'string' ? (__APP_LOCALE__ as Locale) : SOURCE_LOCALE

let current: Locale = BUILD_LOCALE
let catalog: Readonly<Record<string, CompiledMessage>> | null = null

/** The language the page is in. */
export function activeLocale(): Locale {
  return current
}

/**
 * Shows every message from here on in `locale`, from its compiled catalog (none for the source
 * language). Used where one bundle serves every language: the dev server and the tests.
 */
export function activate(
  locale: Locale,
  messages: Readonly<Record<string, CompiledMessage>> | null,
) {
  current = locale
  catalog = locale === SOURCE_LOCALE ? null : messages
}

function format(
  message: CompiledMessage,
  values: MessageDescriptor['values'],
  count?: number,
): string {
  if (typeof message === 'string') return message
  let out = ''
  for (const part of message) {
    if (typeof part === 'string') {
      out += part === '#' && count !== undefined ? String(count) : part
      continue
    }
    const [name, kind, cases] = part
    const value = values?.[name]
    if (!kind || !cases) {
      out += String(value ?? '')
    } else if (kind === 'plural') {
      const n = Number(value)
      // An exact case (`=0` in the message) is compiled to "0".
      const chosen =
        cases[String(n)] ?? cases[`=${n}`] ?? cases[pluralCategory(current, n)] ?? cases.other ?? ''
      out += format(chosen, values, n)
    } else {
      out += format(cases[String(value)] ?? cases.other ?? '', values, count)
    }
  }
  return out
}

/** The object the compiled macros call: `i18n._(descriptor)`. */
export const i18n = {
  _(descriptor: MessageDescriptor): string {
    const translated = descriptor.id !== undefined ? catalog?.[descriptor.id] : undefined
    return format(translated ?? descriptor.m, descriptor.values)
  },
}
