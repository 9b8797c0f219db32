import { t, plural } from '../lib/i18n/macro.ts'
import { ENQUIRY_LIMITS } from './constants'

/**
 * Names of the site's shared controls and landmarks: the header, the mobile menu, dialogs,
 * carousels, the consent notice, and the links several pages offer. Components and tests both import them, so a
 * renamed control cannot leave a test (or a screen-reader user) looking for the old name.
 */

/** The header's link to the enquiry list. */
function enquiryLinkName(): string {
  return t`Enquiry list`
}

function enquiryLinkCount(lines: number): string {
  return lines === 0 ? t`(empty)` : t`(${plural(lines, { one: '# item', other: '# items' })})`
}

export const uiText = {
  get skipToContent() {
    return t`Skip to content`
  },
  get mainNav() {
    return t`Main`
  },
  get mobileNav() {
    return t`Mobile`
  },
  get openMenu() {
    return t`Open menu`
  },
  get closeMenu() {
    return t`Close menu`
  },
  /** Read after the brand's name in the header's logo link. */
  get brandHome() {
    return t`– home`
  },
  /** The progress bar at the top of the screen while the next page loads. */
  get loadingPage() {
    return t`Loading page`
  },
  get locateUs() {
    return t`Locate Us`
  },
  get signIn() {
    return t`Sign In`
  },
  get logOut() {
    return t`Log out`
  },
  get logOutFailed() {
    return t`Could not log out. Please try again.`
  },
  /** A guest's choice to have their name, email and phone filled in next time. */
  rememberDetails: {
    get label() {
      return t`Remember my details on this device`
    },
    get hint() {
      return t`Your name, email and phone are kept in this browser for your next request.`
    },
  },
  /** The header's link to the enquiry list, with how many lines it holds. */
  get enquiryLink() {
    return enquiryLinkName()
  },
  /**
   * The enquiry list's short name, shown under the header's icon on phones; the rest of the
   * link's name is read out only.
   */
  get enquiryLinkShort() {
    return t`Enquiry`
  },
  /** Read after the link's name, as a word apart (visually, a badge shows the number). */
  enquiryLinkCount,
  /** The link's whole accessible name. */
  enquiryLinkLabel: (lines: number) => `${enquiryLinkName()} ${enquiryLinkCount(lines)}`,
  /** The number of packs of one product and size, typed or stepped (PacksInput). */
  packs: {
    fewer: (name: string) => t`One pack fewer of ${name}`,
    more: (name: string) => t`One pack more of ${name}`,
    of: (name: string) => t`Packs of ${name}`,
    /** Said when a typed number of packs was not a whole number within the bounds. */
    adjusted: (packs: number) => {
      const min = ENQUIRY_LIMITS.minPacks
      const max = ENQUIRY_LIMITS.maxPacks
      return t`Whole packs between ${min} and ${max}: set to ${packs}.`
    },
  },
  get closeDialog() {
    return t`Close dialog`
  },
  /** Read after a link that opens in a new tab. */
  get opensInNewTab() {
    return t`(opens in a new tab)`
  },
  /** The counter under a text box with a length limit. */
  characterCount: (used: string, max: string, over: boolean) =>
    over ? t`${used} of ${max} characters: too long` : t`${used} of ${max} characters`,
  /** A modal's form whose code loads when the modal first opens (components/ui/lazy-form.tsx). */
  lazyForm: {
    get loading() {
      return t`Loading the form…`
    },
    get failed() {
      return t`This form could not be loaded. Please check your connection and try again.`
    },
    get retry() {
      return t`Try again`
    },
  },
  carousel: {
    /** What a screen reader calls the whole carousel, and one of its slides. */
    get carousel() {
      return t`carousel`
    },
    get slideRole() {
      return t`slide`
    },
    get previous() {
      return t`Previous slide`
    },
    get next() {
      return t`Next slide`
    },
    get pause() {
      return t`Pause automatic slide show`
    },
    get play() {
      return t`Start automatic slide show`
    },
    slide: (position: number, count: number, name: string) => t`${position} of ${count}: ${name}`,
    showSlide: (position: number, name: string) => t`Show slide ${position}: ${name}`,
  },
  consent: {
    get region() {
      return t`Cookie consent`
    },
    /** The notice itself, its link to the cookie policy marked `<policy>`. */
    get text() {
      return t`We use only the storage this site needs to work (your sign-in and GST verification). Read our <policy>Cookie Policy</policy>.`
    },
    get accept() {
      return t`Accept`
    },
    get decline() {
      return t`Decline`
    },
  },
  officeMap: {
    get open() {
      return t`View on Map`
    },
    get title() {
      return t`Our office`
    },
    /** The embedded map's name. */
    frame: (brand: string) => t`Map of ${brand} office`,
    get openInNewTab() {
      return t`Open the map in a new tab`
    },
  },
  /** The footer's headings, its link to the home page's contact section, and its last line. */
  footer: {
    get quickLinks() {
      return t`Quick links`
    },
    get contactUs() {
      return t`Contact Us`
    },
    get legal() {
      return t`Legal`
    },
    get ourSites() {
      return t`Our sites`
    },
    get followUs() {
      return t`Follow us`
    },
    copyright: (year: number, brand: string) =>
      t`© ${year} ${brand}. All rights reserved. Sample company for demonstration.`,
  },
  /** The company's tagline, sister sites' names and business hours (config/site.ts), as shown. */
  /** The link to the catalogue that the home, about and services pages all offer. */
  get exploreRange() {
    return t`Explore Our Range`
  },
  /** The link to the home page's contact section from the about and services pages. */
  get getInTouch() {
    return t`Get in Touch`
  },
} as const
