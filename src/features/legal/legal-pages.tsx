import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { POLICY_EFFECTIVE_DATE } from '@/config/constants'

function LegalPage({ title }: { title: string }) {
  return (
    <>
      <PageMeta title={title} />
      <PageHeader title={title}>Effective {POLICY_EFFECTIVE_DATE}</PageHeader>
    </>
  )
}

export const TermsPage = () => <LegalPage title="Terms of Service" />
export const PrivacyPage = () => <LegalPage title="Privacy Policy" />
export const CookiePage = () => <LegalPage title="Cookie Policy" />
export const ShippingPage = () => <LegalPage title="Shipping Policy" />
