import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { TaggedText } from '@/components/ui/tagged-text'
import { LOCALES, pathInLocale, SOURCE_LOCALE } from '@/config/locales'
import { activeLocale } from '@/lib/i18n/runtime'
import { policyEffectiveDate } from './legal-facts'
import type { LegalTexts } from './content/types'
import { anchorId } from './anchor-id'
import { LEGAL_CONTACT_ID, LegalContact } from './legal-contact'
import { LegalKeyPoints } from './legal-key-points'
import { LegalSection } from './legal-section'
import { legalContact, legalCopy } from './legal-content'
import { LegalToc } from './legal-toc'

/**
 * Renders any legal document in the page's language: title band with the effective date (and, on
 * a translation, the note that the English text prevails), contents, text, contact.
 */
export function LegalPage({ texts, path }: { texts: LegalTexts; path: string }) {
  const locale = activeLocale()
  const english = texts.en
  const policy = (locale === SOURCE_LOCALE ? english : texts[locale]) ?? english
  // Named after the English heading, so a section has the same address in every language.
  const sections = policy.sections.map((section, i) => ({
    id: anchorId(english.sections[i]?.heading ?? section.heading),
    section,
  }))
  const tocItems = [
    ...sections.map(({ id, section }) => ({ id, label: section.heading })),
    { id: LEGAL_CONTACT_ID, label: legalContact.heading },
  ]
  return (
    <>
      <PageMeta title={policy.title} description={policy.description} path={path} />
      <PageHeader title={policy.title} eyebrow={legalCopy.eyebrow}>
        <p>{legalCopy.effective(policyEffectiveDate())}</p>
        {locale === SOURCE_LOCALE ? null : (
          <TranslationNotice englishPath={pathInLocale(path, SOURCE_LOCALE)} />
        )}
      </PageHeader>
      <div className="container-page py-10 md:py-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <LegalToc items={tocItems} />
        <article className="max-w-prose leading-relaxed text-stone-800">
          <p className="text-lg text-stone-700">{policy.intro}</p>
          <LegalKeyPoints points={policy.keyPoints} />
          {sections.map(({ id, section }) => (
            <LegalSection key={id} id={id} section={section} />
          ))}
          <LegalContact />
        </article>
      </div>
    </>
  )
}

/** A translated policy binds as its English text does: says so, and links to that page. */
function TranslationNotice({ englishPath }: { englishPath: string }) {
  return (
    <p className="mt-3 text-sm">
      <TaggedText
        message={legalCopy.translationNotice}
        parts={{
          // A full page load: each language is a site of its own.
          english: (words) => (
            <a
              href={englishPath}
              hrefLang={LOCALES[SOURCE_LOCALE].htmlLang}
              className="font-semibold text-white underline underline-offset-2 hover:text-saffron-200"
            >
              {words}
            </a>
          ),
        }}
      />
    </p>
  )
}
