import { Reveal } from '@/components/ui/motion'
import { OnDarkLink } from '@/components/ui/on-dark-link'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { servicesCta } from './services-content'

/** Closing band that turns interest into a next step. */
export function ServicesCta() {
  return (
    <section aria-labelledby="services-cta-heading" className="container-page pb-16 md:pb-20">
      <Reveal className="flex flex-col gap-6 rounded-2xl bg-brand-900 px-6 py-10 text-white md:flex-row md:items-center md:justify-between md:px-12 md:py-12">
        <div className="max-w-2xl">
          <h2 id="services-cta-heading" className="font-display text-3xl font-bold">
            {servicesCta.heading}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{servicesCta.text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <OnDarkLink to={paths.products}>{uiText.exploreRange}</OnDarkLink>
          <OnDarkLink to={paths.contactSection} tone="outline">
            {uiText.getInTouch}
          </OnDarkLink>
        </div>
      </Reveal>
    </section>
  )
}
