import { whoWeAre } from './about-content'
import { AboutSection } from './about-section'

export function WhoWeAre() {
  return (
    <AboutSection id="who-we-are" title={whoWeAre.heading} eyebrow={whoWeAre.eyebrow} tone="white">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="max-w-prose space-y-4 text-lg leading-relaxed text-stone-700">
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {whoWeAre.facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-5"
            >
              <dt className="order-2 mt-1 text-sm text-stone-700">{fact.label}</dt>
              <dd className="order-1 font-display text-3xl font-bold text-brand-800">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </AboutSection>
  )
}
