import { OnDarkLink } from '@/components/ui/on-dark-link'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { aboutHero } from './about-content'

export function AboutHero() {
  return (
    <PageHeader title={aboutHero.title} eyebrow={aboutHero.eyebrow}>
      <p className="text-lg">{aboutHero.intro}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <OnDarkLink to={paths.products}>{uiText.exploreRange}</OnDarkLink>
        <OnDarkLink to={paths.contactSection} tone="outline">
          {uiText.getInTouch}
        </OnDarkLink>
      </div>
    </PageHeader>
  )
}
