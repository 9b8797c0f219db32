import { factory } from './about-content'
import { AboutSection } from './about-section'

export function FactoryOperations() {
  return (
    <AboutSection
      id="factory"
      title={factory.heading}
      eyebrow={factory.eyebrow}
      intro={factory.intro}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
        <div className="flex flex-col justify-center rounded-2xl bg-brand-900 p-8 text-white">
          <p className="font-display text-5xl font-bold text-saffron-300 md:text-6xl">
            {factory.capacity.value}
          </p>
          <p className="mt-2 text-brand-100">{factory.capacity.label}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {factory.facilities.map((facility) => (
            <li
              key={facility.title}
              className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h3 className="font-display text-lg font-bold text-brand-900">{facility.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{facility.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </AboutSection>
  )
}
