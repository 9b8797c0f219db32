import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function SignupPage() {
  return (
    <>
      <PageMeta title="Create your business account" />
      <PageHeader title="Create your business account" />
    </>
  )
}
