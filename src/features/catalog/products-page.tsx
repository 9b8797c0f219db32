import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function ProductsPage() {
  return (
    <>
      <PageMeta title="Our Products" />
      <PageHeader title="Our Products" />
    </>
  )
}
