import { DELIVERY_WORKING_DAYS } from '@/features/legal/legal-facts'
import { site } from '@/config/site'
import type { LegalDocument } from './types'

/** Its Hindi twin, terms-hi.ts, has the same parts (types.ts: TranslationOf). */
export const termsOfService = {
  title: 'Terms of Service',
  description: `The terms for using the ${site.brand} website and buying from us.`,
  intro: `These terms govern your use of the ${site.brand} website and any order you place with us through it. By using the website you agree to them. If you do not agree, please do not use the website.`,
  keyPoints: [
    'The website is for businesses buying or supplying in bulk.',
    'An order request becomes an order only when we confirm it with you.',
    'We ship only within India.',
    'All sales are final: no returns, exchanges or cancellations.',
  ],
  sections: [
    {
      heading: 'About us',
      paragraphs: [
        `This website is operated by ${site.brand}, ${site.address.lines.join(', ')} ("we", "us", "our").`,
      ],
    },
    {
      heading: 'Who may use the website',
      paragraphs: [
        'The website is a business-to-business marketplace. You may browse it freely, but you may buy only on behalf of a business and only if you are legally able to enter into a binding contract.',
        'If you create an account, the details you give must be accurate and kept up to date. You are responsible for keeping your sign-in details secret and for everything done through your account.',
      ],
    },
    {
      heading: 'GST verification and prices',
      paragraphs: [
        'Prices are shown after you enter a valid GST number. This check confirms the format of the number only; we may ask for further proof of registration before confirming an order.',
        'Prices are in Indian rupees and follow the market, so they can change without notice. The price that applies to your order is the one stated in our order confirmation. Product images are illustrative; the variety, grade and pack size in the confirmation are what you buy.',
      ],
    },
    {
      heading: 'Orders',
      paragraphs: [
        'Sending an order request through the website is an offer to buy. It is not a contract until we contact you and confirm the order, its price, freight charges and payment terms. We may decline an order request, for example when stock is unavailable or details cannot be verified.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'Payment terms are agreed in the order confirmation. Where escrow-protected payment is offered, your payment is held until the agreed goods are delivered. Tax invoices carry the GST details you provide.',
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: [
        `We ship only within India. Delivery takes ${DELIVERY_WORKING_DAYS} working days from dispatch (Monday to Friday, excluding public holidays). Our Shipping Policy gives the full details and forms part of these terms.`,
      ],
    },
    {
      heading: 'All sales are final',
      paragraphs: [
        'All sales are final. Once an order is confirmed we do not accept returns, exchanges or cancellations. If goods arrive damaged or defective, report them to us using the contact details below, as described in our Shipping Policy, and we will review the matter with you.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using the website you must not:'],
      list: [
        'give false business, GST or contact details;',
        'send spam, or automated or bulk messages through our forms;',
        'try to gain unauthorised access to the website, its data or other users’ accounts;',
        'copy, scrape or resell the website’s content or price information.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The website's text, images, logos and design belong to ${site.brand} or its licensors. You may view and print pages for your own business use, but you may not reuse them otherwise without our written permission.`,
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'We take care to keep the website accurate and available, but we provide it "as is" and do not guarantee that it will be uninterrupted or free of errors. To the extent the law allows, we are not liable for indirect or consequential losses, and our liability for any order is limited to the price paid for that order.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India. The courts at Jaipur, Rajasthan, have exclusive jurisdiction over any dispute arising from them.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version and effective date shown on this page apply to your use of the website from that date.',
      ],
    },
  ],
} as const satisfies LegalDocument
