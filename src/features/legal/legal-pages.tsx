import { paths } from '@/config/paths'
import { cookiePolicy } from './content/cookies'
import { privacyPolicy } from './content/privacy'
import { shippingPolicy } from './content/shipping'
import { termsOfService } from './content/terms'
import { LegalPage } from './legal-page'

export const TermsPage = () => <LegalPage policy={termsOfService} path={paths.terms} />
export const PrivacyPage = () => <LegalPage policy={privacyPolicy} path={paths.privacy} />
export const CookiePage = () => <LegalPage policy={cookiePolicy} path={paths.cookies} />
export const ShippingPage = () => <LegalPage policy={shippingPolicy} path={paths.shipping} />
