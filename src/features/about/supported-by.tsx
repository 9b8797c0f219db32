import { supportedBy } from './about-content'
import { AboutSection } from './about-section'
import { initials } from '@/lib/util/initials'
import { SampleNote } from './sample-note'

export function SupportedBy() {
  return (
    <AboutSection
      id="supported-by"
      title={supportedBy.heading}
      eyebrow={supportedBy.eyebrow}
      intro={supportedBy.intro}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {supportedBy.supporters.map((supporter) => (
          <li
            key={supporter.name}
            className="flex flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-brand-800 font-display text-xl font-bold text-saffron-300"
            >
              {initials(supporter.name)}
            </span>
            <h3 className="mt-4 font-display text-lg font-bold text-brand-900">{supporter.name}</h3>
            <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-saffron-700">
              {supporter.kind}
            </p>
            <p className="mt-3 text-sm leading-relaxed text-stone-700">{supporter.description}</p>
          </li>
        ))}
      </ul>
      <SampleNote>{supportedBy.note}</SampleNote>
    </AboutSection>
  )
}
