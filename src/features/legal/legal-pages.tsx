import { cookiePolicy } from '@/content/legal/cookies'
import { privacyPolicy } from '@/content/legal/privacy'
import { shippingPolicy } from '@/content/legal/shipping'
import { termsOfService } from '@/content/legal/terms'
import { LegalPage } from './legal-page'

export const TermsPage = () => <LegalPage policy={termsOfService} />
export const PrivacyPage = () => <LegalPage policy={privacyPolicy} />
export const CookiePage = () => <LegalPage policy={cookiePolicy} />
export const ShippingPage = () => <LegalPage policy={shippingPolicy} />
