import { paths } from '@/config/paths'
import { legalDocuments } from './content/documents'
import { LegalPage } from './legal-page'

export const TermsPage = () => <LegalPage texts={legalDocuments.terms} path={paths.terms} />
export const PrivacyPage = () => <LegalPage texts={legalDocuments.privacy} path={paths.privacy} />
export const CookiePage = () => <LegalPage texts={legalDocuments.cookies} path={paths.cookies} />
export const ShippingPage = () => (
  <LegalPage texts={legalDocuments.shipping} path={paths.shipping} />
)
