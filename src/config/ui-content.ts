import { ENQUIRY_LIMITS } from './constants'

/**
 * Names of the site's shared controls and landmarks: the header, the mobile menu, dialogs,
 * carousels, the consent notice, and the links several pages offer. Components and tests both import them, so a
 * renamed control cannot leave a test (or a screen-reader user) looking for the old name.
 */
/** The enquiry list's short name, shown under the header's icon on phones. */
const ENQUIRY = 'Enquiry'

function enquiryLinkCount(lines: number): string {
  return lines === 0 ? '(empty)' : `(${lines} ${lines === 1 ? 'item' : 'items'})`
}

export const uiText = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  locateUs: 'Locate Us',
  signIn: 'Sign In',
  logOut: 'Log out',
  logOutFailed: 'Could not log out. Please try again.',
  /** A guest's choice to have their name, email and phone filled in next time. */
  rememberDetails: {
    label: 'Remember my details on this device',
    hint: 'Your name, email and phone are kept in this browser for your next request.',
  },
  /** The header's link to the enquiry list, with how many lines it holds. */
  enquiryLink: `${ENQUIRY} list`,
  /** What a phone shows of that name under the icon; the rest is read out only. */
  enquiryLinkShort: ENQUIRY,
  /** Read after the link's name, as a word apart (visually, a badge shows the number). */
  enquiryLinkCount,
  /** The link's whole accessible name. */
  enquiryLinkLabel: (lines: number) => `Enquiry list ${enquiryLinkCount(lines)}`,
  /** The number of packs of one product and size, typed or stepped (PacksInput). */
  packs: {
    fewer: (name: string) => `One pack fewer of ${name}`,
    more: (name: string) => `One pack more of ${name}`,
    of: (name: string) => `Packs of ${name}`,
    /** Said when a typed number of packs was not a whole number within the bounds. */
    adjusted: (packs: number) =>
      `Whole packs between ${ENQUIRY_LIMITS.minPacks} and ${ENQUIRY_LIMITS.maxPacks}: set to ${packs}.`,
  },
  closeDialog: 'Close dialog',
  /** Read after a link that opens in a new tab. */
  opensInNewTab: '(opens in a new tab)',
  /** The counter under a text box with a length limit. */
  characterCount: (used: string, max: string, over: boolean) =>
    over ? `${used} of ${max} characters: too long` : `${used} of ${max} characters`,
  /** A modal's form whose code loads when the modal first opens (components/ui/lazy-form.tsx). */
  lazyForm: {
    loading: 'Loading the form…',
    failed: 'This form could not be loaded. Please check your connection and try again.',
    retry: 'Try again',
  },
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause automatic slide show',
    play: 'Start automatic slide show',
    slide: (position: number, count: number, name: string) => `${position} of ${count}: ${name}`,
    showSlide: (position: number, name: string) => `Show slide ${position}: ${name}`,
  },
  consent: {
    region: 'Cookie consent',
    accept: 'Accept',
    decline: 'Decline',
  },
  officeMap: {
    open: 'View on Map',
    title: 'Our office',
  },
  /** The link to the catalogue that the home, about and services pages all offer. */
  exploreRange: 'Explore Our Range',
  /** The link to the home page's contact section from the about and services pages. */
  getInTouch: 'Get in Touch',
} as const
