import type { Locale } from '@/config/locales'

/** The shape every legal document shares; one LegalPage component renders them all. */
export interface LegalSection {
  readonly heading: string
  readonly paragraphs: readonly string[]
  /** Shown after the paragraphs as a bulleted list. */
  readonly list?: readonly string[]
}

export interface LegalDocument {
  readonly title: string
  /** The page's meta description. */
  readonly description: string
  readonly intro: string
  /** The policy's essentials, shown in a box above the full text. */
  readonly keyPoints: readonly string[]
  readonly sections: readonly LegalSection[]
}

/**
 * A translation of the document `T` (declared `as const`): the same fields, the same number of
 * key points, sections, paragraphs and list items, in other words. A Hindi twin written
 * `satisfies TranslationOf<typeof termsOfService>` does not compile while it lacks a part the
 * English has, or has one the English lacks.
 */
export type TranslationOf<T> = T extends string
  ? string
  : { readonly [K in keyof T]: TranslationOf<T[K]> }

/**
 * A legal document in English and in each other language of the site; the page shows the one of
 * its language. A translation is null in a script that does not carry it (content/documents.ts).
 */
export type LegalTexts = { readonly en: LegalDocument } & Readonly<
  Record<Exclude<Locale, 'en'>, LegalDocument | null>
>
