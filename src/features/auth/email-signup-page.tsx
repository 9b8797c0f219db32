import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'

export function EmailSignupPage() {
  return (
    <>
      <PageMeta title="Sign up with email" />
      <PageHeader title="Sign up with email" />
    </>
  )
}
