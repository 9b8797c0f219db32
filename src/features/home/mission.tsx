import { Reveal } from '@/components/ui/motion'
import { Icon } from '@/components/ui/icons'
import { impactStats, mission } from './sections-content'
import { SectionHeading } from '@/components/ui/section-heading'

/** The mission: the six pillars, the technology block and the impact figures. */
export function Mission() {
  return (
    <section aria-labelledby="mission-title" className="py-16 md:py-24">
      <div className="container-page">
        <Reveal>
          <SectionHeading
            align="center"
            id="mission-title"
            title={mission.title}
            intro={mission.intro}
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {mission.pillars.map((pillar) => (
              <li
                key={pillar.title}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-saffron-100 text-saffron-800">
                  <Icon name={pillar.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{pillar.title}</h3>
                  <p className="mt-1 text-sm text-stone-700">{pillar.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <TechnologyBlock />
          <ImpactStats />
        </div>
      </div>
    </section>
  )
}

function TechnologyBlock() {
  const { technology } = mission
  return (
    <Reveal className="rounded-3xl bg-brand-900 p-6 text-brand-50 md:p-10">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-saffron-300">
        <Icon name="cpu" />
      </span>
      <h3 className="mt-4 font-display text-2xl font-bold text-white">{technology.title}</h3>
      <p className="mt-3 text-brand-100">{technology.text}</p>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2">
        {technology.points.map((point) => (
          <li key={point} className="flex items-start gap-2 text-sm">
            <Icon name="badge-check" className="size-5 text-saffron-300" />
            {point}
          </li>
        ))}
      </ul>
    </Reveal>
  )
}

function ImpactStats() {
  return (
    <Reveal className="rounded-3xl bg-saffron-50 p-6 ring-1 ring-saffron-200 md:p-10" delay={0.1}>
      <h3 id="impact-title" className="font-display text-2xl font-bold text-brand-900">
        {mission.impactTitle}
      </h3>
      <dl aria-labelledby="impact-title" className="mt-6 grid grid-cols-2 gap-4">
        {impactStats.map((stat) => (
          <div
            key={stat.label}
            data-testid="impact-stat"
            className="flex flex-col-reverse rounded-2xl bg-white p-4 text-center shadow-sm md:p-6"
          >
            <dt className="mt-1 text-sm font-medium text-stone-700">{stat.label}</dt>
            <dd className="font-display text-3xl font-bold text-brand-800 md:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Reveal>
  )
}
