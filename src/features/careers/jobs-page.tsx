import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function JobsPage() {
  return (
    <>
      <PageMeta title="Careers" />
      <PageHeader title="Careers" />
    </>
  )
}
