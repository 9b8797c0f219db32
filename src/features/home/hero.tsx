import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { Icon } from '@/components/ui/icons'
import { hero } from './home-content'
import { HeroSlideshow } from './hero-slideshow'

/** The home page's first screen. Not animated in: its heading and first image are the LCP candidates. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50 to-stone-50"
    >
      <div className="container-page grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
            <Icon name="badge-check" className="size-5 text-saffron-600" />
            {hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-4xl font-bold leading-[1.1] text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-stone-700">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.products} className={buttonClasses('primary', 'px-6 text-base')}>
              {uiText.exploreRange}
              <Icon name="arrow" className="size-5" />
            </Link>
            {/* An in-page link: the browser scrolls (smoothly, per index.css) and moves focus order to #contact. */}
            <a href="#contact" className={buttonClasses('secondary', 'px-6 text-base')}>
              {hero.supplierLabel}
            </a>
          </div>
        </div>
        <HeroSlideshow />
      </div>
    </section>
  )
}
