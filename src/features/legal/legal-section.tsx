import type { LegalSection as LegalSectionData } from './content/types'

/** One numbered section of a legal document: an h2, its paragraphs and an optional list. */
export function LegalSection({ id, section }: { id: string; section: LegalSectionData }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="mt-10">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold text-brand-900">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {section.list ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-600">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
