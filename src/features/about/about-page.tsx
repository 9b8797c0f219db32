import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function AboutPage() {
  return (
    <>
      <PageMeta title="About Us" />
      <PageHeader title="About Us" />
    </>
  )
}
