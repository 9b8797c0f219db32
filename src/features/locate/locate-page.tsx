import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function LocatePage() {
  return (
    <>
      <PageMeta title="Locate Us" />
      <PageHeader title="Locate Us" />
    </>
  )
}
