import { futurePlans } from './about-content'
import { AboutSection } from './about-section'

export function FuturePlans() {
  const { shortTerm, longTerm } = futurePlans
  return (
    <AboutSection id="future-plans" title={futurePlans.heading} eyebrow={futurePlans.eyebrow}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8">
          <h3 className="font-display text-2xl font-bold text-brand-900">{shortTerm.heading}</h3>
          <ol className="mt-5 space-y-4">
            {shortTerm.goals.map((goal, index) => (
              <li key={goal} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-sm font-bold text-saffron-800"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-stone-700">{goal}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col rounded-2xl bg-brand-900 p-6 text-white md:p-8">
          <h3 className="font-display text-2xl font-bold text-saffron-300">{longTerm.heading}</h3>
          <p className="mt-5 font-display text-xl leading-relaxed text-brand-50 md:text-2xl">
            {longTerm.text}
          </p>
        </div>
      </div>
    </AboutSection>
  )
}
