import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function ServicesPage() {
  return (
    <>
      <PageMeta title="Our Services" />
      <PageHeader title="Our Services" />
    </>
  )
}
