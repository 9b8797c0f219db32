import { Icon } from '@/components/ui/icons'
import { certifications } from './about-content'
import { AboutSection } from './about-section'
import { SampleNote } from './sample-note'

/** A seal with a ribbon, drawn only here. */
const SEAL =
  'M12 3a6 6 0 1 0 0 12 6 6 0 1 0 0-12zM9.5 9l1.7 1.7 3.5-3.4M8.5 14L7 21l5-2.5 5 2.5-1.5-7'

export function Certifications() {
  return (
    <AboutSection
      id="certifications"
      title={certifications.heading}
      eyebrow={certifications.eyebrow}
      intro={certifications.intro}
      tone="white"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {certifications.items.map((item) => (
          <li key={item.name} className="rounded-xl border border-brand-100 bg-brand-50 p-6">
            <Icon path={SEAL} className="size-7 text-brand-700" />
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
