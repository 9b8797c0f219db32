import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function HomePage() {
  return (
    <>
      <PageMeta title="Bridging Local Harvests with Global Demand" />
      <PageHeader title="Bridging Local Harvests with Global Demand" />
    </>
  )
}
