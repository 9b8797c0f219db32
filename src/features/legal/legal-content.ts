/** The legal pages' own words; the policies they show are in ./content/. */
import { site } from '@/config/site'

export const legalCopy = {
  eyebrow: 'Legal',
  effective: (date: string) => `Effective ${date}`,
  /** Names the contents, beside the text or folded behind its toggle. */
  onThisPage: 'On this page',
  keyPointsHeading: 'At a glance',
}

/** The closing "Contact Us" block every legal page ends with (contact by email and website). */
export const legalContact = {
  heading: 'Contact Us',
  text: `If you have any questions about this policy, or need to report a problem with an order, contact ${site.brand}:`,
  emailLabel: 'Email',
  email: site.email,
  websiteLabel: 'Website',
  website: site.website,
  websiteHref: `https://${site.website}`,
}
