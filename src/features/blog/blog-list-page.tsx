import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function BlogListPage() {
  return (
    <>
      <PageMeta title="Blog" />
      <PageHeader title="Blog" />
    </>
  )
}
