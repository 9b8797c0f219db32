import { certifications } from '@/content/about'
import { AboutSection } from './about-section'
import { SampleNote } from './sample-note'

function SealIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-7 fill-none stroke-brand-700"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="9" r="6" />
      <path d="m9.5 9 1.7 1.7L14.7 7.3M8.5 14 7 21l5-2.5 5 2.5-1.5-7" />
    </svg>
  )
}

export function Certifications() {
  return (
    <AboutSection
      id="certifications"
      title={certifications.heading}
      eyebrow="Standards"
      intro={certifications.intro}
      tone="white"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {certifications.items.map((item) => (
          <li key={item.name} className="rounded-xl border border-brand-100 bg-brand-50 p-6">
            <SealIcon />
            <h3 className="mt-3 font-display text-lg font-bold text-brand-900">{item.name}</h3>
            <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-stone-600">
              {item.issuer}
            </p>
            <p className="mt-3 text-sm leading-relaxed text-stone-700">{item.description}</p>
          </li>
        ))}
      </ul>
      <SampleNote>{certifications.note}</SampleNote>
    </AboutSection>
  )
}
