import { legalContact } from './legal-content'

export const LEGAL_CONTACT_ID = 'contact-us'

/** Every legal page closes with how to reach the company (email and website). */
export function LegalContact() {
  // A box rather than inline text, so the 44 px touch height of the mobile layout applies.
  const linkClass =
    'inline-flex items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900'
  return (
    <section
      aria-labelledby={`${LEGAL_CONTACT_ID}-heading`}
      id={LEGAL_CONTACT_ID}
      className="mt-10 rounded-xl border border-stone-200 bg-white p-6"
    >
      <h2
        id={`${LEGAL_CONTACT_ID}-heading`}
        className="font-display text-2xl font-bold text-brand-900"
      >
        {legalContact.heading}
      </h2>
      <p className="mt-4">{legalContact.text}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{legalContact.emailLabel}</dt>
        <dd>
          <a href={`mailto:${legalContact.email}`} className={linkClass}>
            {legalContact.email}
          </a>
        </dd>
        <dt className="font-semibold">{legalContact.websiteLabel}</dt>
        <dd>
          <a href={legalContact.websiteHref} className={linkClass}>
            {legalContact.website}
          </a>
        </dd>
      </dl>
    </section>
  )
}
