import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { POLICY_EFFECTIVE_DATE } from './legal-facts'
import type { LegalDocument } from './content/types'
import { anchorId } from './anchor-id'
import { LEGAL_CONTACT_ID, LegalContact } from './legal-contact'
import { LegalKeyPoints } from './legal-key-points'
import { LegalSection } from './legal-section'
import { legalContact, legalCopy } from './legal-content'
import { LegalToc } from './legal-toc'

/** Renders any legal document: title band with the effective date, contents, text, contact. */
export function LegalPage({ policy, path }: { policy: LegalDocument; path: string }) {
  const sections = policy.sections.map((section) => ({ id: anchorId(section.heading), section }))
  const tocItems = [
    ...sections.map(({ id, section }) => ({ id, label: section.heading })),
    { id: LEGAL_CONTACT_ID, label: legalContact.heading },
  ]
  return (
    <>
      <PageMeta title={policy.title} description={policy.description} path={path} />
      <PageHeader title={policy.title} eyebrow={legalCopy.eyebrow}>
        <p>{legalCopy.effective(POLICY_EFFECTIVE_DATE)}</p>
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
