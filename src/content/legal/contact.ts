import { site } from '../../config/site'

/** The closing "Contact Us" block every legal page ends with (contact by email and website). */
export const legalContact = {
  heading: 'Contact Us',
  text: `If you have any questions about this policy, or need to report a problem with an order, contact ${site.brand}:`,
  email: site.email,
  website: site.website,
  websiteHref: `https://${site.website}`,
}
