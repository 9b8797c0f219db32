import { cookiePolicy } from './cookies'
import { cookiePolicyHi } from './cookies-hi'
import { privacyPolicy } from './privacy'
import { privacyPolicyHi } from './privacy-hi'
import { shippingPolicy } from './shipping'
import { shippingPolicyHi } from './shipping-hi'
import { termsOfService } from './terms'
import { termsOfServiceHi } from './terms-hi'
import type { LegalTexts } from './types'

/** The language a production build is made in; none under the dev server and the tests. */
declare const __APP_LOCALE__: string | undefined

/**
 * Each policy in English and, where a page may show it, in its Hindi twin (`*-hi.ts`): in the
 * Hindi build, and under the dev server and the tests, which show either language. The English
 * build leaves the twins out of its script: the condition is a constant there (written out at
 * each twin, where the bundler can rule on it). The English texts are in every build: a
 * translation's sections take their addresses from them.
 */
export const legalDocuments = {
  terms: {
    en: termsOfService,
    hi: typeof __APP_LOCALE__ !== 'string' || __APP_LOCALE__ === 'hi' ? termsOfServiceHi : null,
  },
  privacy: {
    en: privacyPolicy,
    hi: typeof __APP_LOCALE__ !== 'string' || __APP_LOCALE__ === 'hi' ? privacyPolicyHi : null,
  },
  cookies: {
    en: cookiePolicy,
    hi: typeof __APP_LOCALE__ !== 'string' || __APP_LOCALE__ === 'hi' ? cookiePolicyHi : null,
  },
  shipping: {
    en: shippingPolicy,
    hi: typeof __APP_LOCALE__ !== 'string' || __APP_LOCALE__ === 'hi' ? shippingPolicyHi : null,
  },
} as const satisfies Record<string, LegalTexts>
