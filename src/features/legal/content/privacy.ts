import { gstBannerCopy as gstCopy } from '@/components/gst/gst-banner-content'
import { GST_REMEMBER_DAYS } from '@/config/constants'
import { CHILDREN_AGE_THRESHOLD } from '@/features/legal/legal-facts'
import { site } from '@/config/site'
import type { LegalDocument } from './types'

/** Its Hindi twin, privacy-hi.ts, has the same parts (types.ts: TranslationOf). */
export const privacyPolicy = {
  title: 'Privacy Policy',
  description: `What personal information ${site.brand} collects, why, and the choices you have.`,
  intro: `This policy explains what personal information ${site.brand} collects when you use our website, how we use it, who we share it with and the choices you have.`,
  keyPoints: [
    'We collect only what you give us in forms and your account.',
    'We do not sell your information or use it for advertising.',
    'The website runs no analytics or advertising trackers.',
    `The website is not meant for children under ${CHILDREN_AGE_THRESHOLD}.`,
  ],
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: ['We collect the information you choose to give us:'],
      list: [
        'Account details: your name, email address and phone number, and, if you sign in with Google, your Google profile picture address.',
        'Contact form messages: your name, email address, subject and message.',
        'Order requests: your name, email address, phone number, the product, pack size and price, and any message you add.',
        'Job applications: your name, email address, phone number, the link to your CV and any message you add.',
      ],
    },
    {
      heading: 'GST numbers',
      // Read when shown: it quotes the GST dialog's words, which are in the page's language.
      get paragraphs() {
        return [
          `When you verify a GST number to see prices, the number is checked in your browser for its format only. It is not sent to us or stored; your browser remembers that verification succeeded until you close the tab, or for ${GST_REMEMBER_DAYS} days on this device if you tick "${gstCopy.rememberLabel}" ("${gstCopy.forgetButton}" or logging out removes that copy). The number comes to us only with an order request you send.`,
        ] as const
      },
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use your information only to:'],
      list: [
        'create and manage your business account and keep you signed in;',
        'answer your messages and process your order requests;',
        'consider your job application;',
        'keep the website secure and prevent misuse of our forms;',
        'meet our legal, tax and accounting obligations.',
      ],
    },
    {
      heading: 'Service providers',
      paragraphs: [
        'We rely on a small number of providers who process information for us and only on our instructions: a cloud authentication and database service that stores your account, and an email delivery service that passes the messages you send through our forms to our team. When you open a map, the map service receives the usual technical details of your request, such as your IP address.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell or rent your personal information and we do not use it for advertising. We share it only with the providers above, with carriers to deliver your order, or when the law requires us to.',
      ],
    },
    {
      heading: 'Storage in your browser',
      paragraphs: [
        'The website keeps a few small items in your browser that it needs to work, such as your sign-in state and your cookie choice. It runs no analytics or advertising trackers. Our Cookie Policy lists each item.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep account details while your account is open, and order records for as long as tax and accounting law requires. Messages and job applications are kept only as long as needed to deal with them.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Information travels over encrypted connections and access to it is limited to the staff who need it. No system is perfectly secure, so please tell us at once if you believe your account has been misused.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You may ask us to show you the personal information we hold about you, correct it or delete it, and you may withdraw consent where we rely on it. Contact us using the details below; we may need to confirm your identity first.',
      ],
    },
    {
      heading: 'Children’s privacy',
      paragraphs: [
        `Our website is for businesses and is not directed at children under ${CHILDREN_AGE_THRESHOLD}. We do not knowingly collect personal information from children under ${CHILDREN_AGE_THRESHOLD}. If you believe a child has given us information, contact us and we will delete it.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. The effective date at the top of this page shows when it last changed.',
      ],
    },
  ],
} as const satisfies LegalDocument
