import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function CompleteProfilePage() {
  return (
    <>
      <PageMeta title="Complete Your Profile" />
      <PageHeader title="Complete Your Profile" />
    </>
  )
}
