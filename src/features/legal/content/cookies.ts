import { gstBannerCopy as gstCopy } from '@/components/gst/gst-banner-content'
import { CATALOG_CACHE, GST_REMEMBER_DAYS, STORAGE_KEYS } from '@/config/constants'
import { site } from '@/config/site'
import type { LegalDocument } from './types'

/**
 * Matches what the site really stores (consent banner, chosen language, GST flag, Firebase Auth
 * persistence, pending-claim item, the mail SDK's rate limit, the saved catalogue). Update it, and
 * its Hindi twin cookies-hi.ts, whenever browser storage changes.
 */
export const cookiePolicy = {
  title: 'Cookie Policy',
  description: `The few items the ${site.brand} website stores in your browser, and why. No analytics or advertising.`,
  intro: `This policy explains what the ${site.brand} website stores in your browser. We keep it to the minimum the website needs to work.`,
  keyPoints: [
    'We use no analytics, advertising or tracking cookies.',
    'We store only what the website needs to work, such as your sign-in and your cookie choice.',
    'Nothing we store is used to follow you across other websites.',
  ],
  sections: [
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'Cookies are small files a website saves in your browser. Browsers also offer similar storage called local storage, session storage and IndexedDB. This policy covers all of them; we call them "storage items" below.',
      ],
    },
    {
      heading: 'What we store',
      paragraphs: ['The website stores only these items, all of them needed for it to work:'],
      // Read when shown: it quotes the GST dialog's words, which are in the page's language.
      get list() {
        return [
          `Your cookie choice ("${STORAGE_KEYS.consent}", local storage): whether you accepted or declined on our cookie notice, and when, so we do not ask again on every visit. It stays until you clear your browser data.`,
          `Your language choice ("${STORAGE_KEYS.languageChoice}", local storage): whether you chose to read the website in English or in Hindi, so it can offer you that language when you come back. It holds nothing else and stays until you clear your browser data.`,
          `GST verification ("${STORAGE_KEYS.gstVerified}" and "${STORAGE_KEYS.gstDetails}", session storage): a flag that you verified a GST number, and which number and state it was, so prices stay visible while you browse and your order requests can name it. They are deleted when you close the browser tab, and a new tab asks for the number again. Only if you tick "${gstCopy.rememberLabel}" when you verify are the number and its state also kept ("${STORAGE_KEYS.gstRemembered}", local storage) for ${GST_REMEMBER_DAYS} days, so prices stay open in other tabs and on your next visits from this browser. "${gstCopy.forgetButton}", next to the notice that your GST number is verified, deletes it from this tab and from this device; logging out, or clearing this website's data, deletes the copy kept on this device. A GST number saved to your account is used only while you are signed in. The GST step is a convenience gate in front of our public wholesale price list, not a secret: the prices can be read through the website's API by design.`,
          'Sign-in state (local storage, set by our authentication service): keeps you signed in to your business account between visits. It is removed when you log out. If you send a request without an account, a guest sign-in is kept here instead, so that the requests you sent stay yours (and move to the account you may create or log in to later); it identifies no person.',
          `Pending sign-in step ("${STORAGE_KEYS.pendingClaim}", local storage, encrypted): a short-lived item used while you log in. If you sent requests without an account and then log in to an account you already have, it holds a one-time key that moves those requests to that account. It is read as soon as you are logged in and removed once the requests have moved.`,
          `Enquiry list ("${STORAGE_KEYS.enquiryList}", local storage): the products, pack sizes and quantities you add to your enquiry, so the list is still there when you come back or open another tab. It holds no personal information and is deleted when you send the enquiry or clear the list.`,
          `Your contact details ("${STORAGE_KEYS.rememberedContact}", local storage): your name, email and phone, only if you tick "Remember my details" when you send a request, so the next request is filled in for you. Untick the box on your next request, or clear this website's data, to delete them.`,
          `Dismissed requests ("${STORAGE_KEYS.dismissedRequests}", local storage): which of your requests that never reached our sales team you dismissed from My enquiries, so they stay out of your list on this device. Our record of them is not changed. Clear this website's data to delete it.`,
          `Forms not yet sent ("${STORAGE_KEYS.formDrafts}" and "${STORAGE_KEYS.leadAttempts}", session storage): what you typed in a form that has not been sent yet (an order request, a message, a job application or the GST number to verify), and the reference a request was last tried under, so a form closed by mistake or a page reloaded after a failed send comes back as you left it, and sending it again can never record it twice. They are deleted once it is sent, and when you close the browser tab.`,
          `Message rate limit ("${STORAGE_KEYS.mailSentAtPrefix}" followed by the page's address, local storage): the time a form on that page last sent a message, so it cannot be sent again within a few seconds. It holds no personal information.`,
          `Saved catalogue ("${STORAGE_KEYS.catalogCachePrefix}" followed by the list's name, local storage): a copy of the public product list, blog posts and job openings as last shown, so these pages appear at once on your next visit while the latest version loads. It holds nothing about you, is replaced on each visit and is no longer shown once it is ${CATALOG_CACHE.maxAgeDays} days old.`,
          `Trade desk chime ("${STORAGE_KEYS.deskChime}", local storage): for our own staff only, that they turned off the sound the trade desk plays when a new request arrives. It holds nothing else.`,
        ] as const
      },
    },
    {
      heading: 'What we do not use',
      paragraphs: [
        'We do not use analytics, advertising, social media or other tracking cookies, and we do not allow advertisers to place any on our website.',
      ],
    },
    {
      heading: 'Maps and videos from other services',
      paragraphs: [
        'Some pages show content from other services, such as the office map in the footer, the retailer map on Locate Us and videos in blog posts. That content loads from the provider only when the page or dialog showing it is opened, and the provider’s own cookie policy applies to it. Blog videos use privacy-enhanced embeds where the provider offers them.',
      ],
    },
    {
      heading: 'Managing storage',
      paragraphs: [
        'You can delete the items above at any time by clearing this website’s data in your browser settings. If you do, you will be signed out, prices will be hidden until you verify a GST number again and the cookie notice will reappear. Blocking storage entirely may stop sign-in from working.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change what the website stores, we will update this policy and its effective date before the change takes effect.',
      ],
    },
  ],
} as const satisfies LegalDocument
