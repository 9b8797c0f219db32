/** The legal pages' own words; the policies they show are in ./content/. */
import { site } from '@/config/site'
import { t } from '@/lib/i18n/macro'

export const legalCopy = {
  get eyebrow() {
    return t`Legal`
  },
  effective: (date: string) => t`Effective ${date}`,
  /** Names the contents, beside the text or folded behind its toggle. */
  get onThisPage() {
    return t`On this page`
  },
  get keyPointsHeading() {
    return t`At a glance`
  },
  /**
   * Atop a translated policy: the English text is the one that binds. `<english>` is the link to
   * the English page.
   */
  get translationNotice() {
    return t`This page is a translation. If it differs in any way from the <english>English version</english>, the English version prevails.`
  },
}

/** The closing "Contact Us" block every legal page ends with (contact by email and website). */
export const legalContact = {
  get heading() {
    return t`Contact Us`
  },
  get text() {
    const brand = site.brand
    return t`If you have any questions about this policy, or need to report a problem with an order, contact ${brand}:`
  },
  get emailLabel() {
    return t`Email`
  },
  email: site.email,
  get websiteLabel() {
    return t`Website`
  },
  website: site.website,
  websiteHref: `https://${site.website}`,
}
