import { OnDarkLink } from '@/components/ui/on-dark-link'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { aboutHero } from '@/content/about'

export function AboutHero() {
  return (
    <PageHeader title={aboutHero.title} eyebrow={aboutHero.eyebrow}>
      <p className="text-lg">{aboutHero.intro}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <OnDarkLink to={paths.products}>Explore Our Range</OnDarkLink>
        <OnDarkLink to={paths.contactSection} tone="outline">
          Get in Touch
        </OnDarkLink>
      </div>
    </PageHeader>
  )
}
