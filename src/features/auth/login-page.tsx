import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function LoginPage() {
  return (
    <>
      <PageMeta title="Sign In" />
      <PageHeader title="Sign In" />
    </>
  )
}
