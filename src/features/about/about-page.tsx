import { PageMeta } from '@/components/seo/page-meta'
import { paths } from '@/config/paths'
import { aboutHero } from './about-content'
import { AboutHero } from './about-hero'
import { Certifications } from './certifications'
import { FactoryOperations } from './factory-operations'
import { FuturePlans } from './future-plans'
import { LeadershipTeam } from './leadership-team'
import { SupportedBy } from './supported-by'
import { WhoWeAre } from './who-we-are'

export function AboutPage() {
  return (
    <>
      <PageMeta
        title={aboutHero.title}
        description={aboutHero.metaDescription}
        path={paths.about}
      />
      <AboutHero />
      <WhoWeAre />
      <SupportedBy />
      <LeadershipTeam />
      <FactoryOperations />
      <Certifications />
      <FuturePlans />
    </>
  )
}
