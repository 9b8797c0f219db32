import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { Reveal } from '@/components/ui/motion'
import { TIMINGS } from '@/config/constants'
import { paths } from '@/config/paths'
import { useInterval } from '@/hooks/use-interval'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'
import { Icon } from '@/components/ui/icons'
import { BestSellerTile } from './best-seller-tile'
import { motionControls } from './home-content'
import { bestSellers, bestSellerSection } from './sections-content'
import { PauseButton } from './pause-button'
import { SectionHeading } from '@/components/ui/section-heading'

/** The best sellers (id `products`), below the hero: four cards, each alternating between two products every 5 s. */
export function BestSellers() {
  const reducedMotion = usePrefersReducedMotion()
  const [face, setFace] = useState<0 | 1>(0)
  const [paused, setPaused] = useState(false)
  useInterval(
    () => setFace((f) => (f === 0 ? 1 : 0)),
    TIMINGS.bestSellerToggleMs,
    !reducedMotion && !paused,
  )
  return (
    <section id="products" aria-labelledby="products-title" className="py-16 md:py-24">
      <Reveal className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="products-title"
            title={bestSellerSection.title}
            intro={bestSellerSection.intro}
            align="start"
          />
          <div className="flex items-center gap-2">
            {reducedMotion ? null : (
              <PauseButton
                paused={paused}
                onToggle={() => setPaused((p) => !p)}
                what={motionControls.bestSellers}
              />
            )}
            <Link to={paths.products} className={buttonClasses('secondary', 'tracking-wide')}>
              {bestSellerSection.viewAll}
              <Icon name="arrow" className="size-4" />
            </Link>
          </div>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
          {bestSellers.map((card) => (
            <li key={card.id}>
              <BestSellerTile card={card} face={face} />
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
