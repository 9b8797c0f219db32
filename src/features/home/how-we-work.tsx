import { Reveal } from '@/components/ui/motion'
import { Icon } from '@/components/ui/icons'
import { TaggedText } from '@/components/ui/tagged-text'
import { howWeWork } from './sections-content'
import { SectionHeading } from '@/components/ui/section-heading'

/** How we work: the five process steps, in order. */
export function HowWeWork() {
  return (
    <section aria-labelledby="how-we-work-title" className="bg-white py-16 md:py-24">
      <Reveal className="container-page">
        <SectionHeading
          align="center"
          id="how-we-work-title"
          title={howWeWork.title}
          intro={howWeWork.intro}
        />
        <div className="relative mt-12">
          {/* The line joining the steps: down the left on narrow screens, across on wide ones. */}
          <span
            aria-hidden="true"
            className="absolute top-8 bottom-8 left-8 w-0.5 bg-brand-200 lg:top-8 lg:right-[10%] lg:bottom-auto lg:left-[10%] lg:h-0.5 lg:w-auto"
          />
          <ol className="relative grid gap-8 lg:grid-cols-5 lg:gap-6">
            {howWeWork.steps.map((step, i) => (
              <li key={step.title} className="relative flex gap-5 lg:block lg:text-center">
                <span className="relative inline-flex shrink-0 size-16 items-center justify-center rounded-full bg-brand-700 text-white ring-8 ring-white">
                  <Icon name={step.icon} className="size-7" />
                  <span className="absolute -top-1 -right-1 inline-flex size-7 items-center justify-center rounded-full bg-saffron-400 text-sm font-bold text-brand-950">
                    <TaggedText
                      message={howWeWork.stepNumber(i + 1)}
                      parts={{ hidden: (words) => <span className="sr-only">{words}</span> }}
                    />
                  </span>
                </span>
                <div>
                  <h3 className="mt-1 font-display text-lg font-semibold text-brand-900 lg:mt-4">
                    {step.title}
                  </h3>
                  <p className="mt-2 text-sm text-stone-700">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Reveal>
    </section>
  )
}
