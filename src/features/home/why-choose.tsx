import { Reveal } from '@/components/ui/motion'
import { Icon } from '@/components/ui/icons'
import { whyChoose } from './sections-content'
import { SectionHeading } from '@/components/ui/section-heading'

/** Three reasons to buy here, after the best sellers. */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-title" className="bg-white py-16 md:py-24">
      <Reveal className="container-page">
        <SectionHeading
          align="center"
          id="why-choose-title"
          title={whyChoose.title}
          intro={whyChoose.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {whyChoose.cards.map((card) => (
            <li
              key={card.title}
              className="rounded-2xl border border-stone-200 bg-stone-50 p-6 text-center md:p-8"
            >
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
                <Icon name={card.icon} className="size-7" />
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-brand-900">
                {card.title}
              </h3>
              <p className="mt-2 text-stone-700">{card.description}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
