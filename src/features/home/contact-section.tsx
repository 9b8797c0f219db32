import type { Ref } from 'react'
import { WhatsAppLink } from '@/components/ui/whatsapp-link'
import { useHydrated } from '@/hooks/use-hydrated'
import { Reveal } from '@/components/ui/motion'
import { site } from '@/config/site'
import { Icon, type IconName } from '@/components/ui/icons'
import { LazyContactForm } from './contact/lazy-contact-form'
import { contactSection } from './home-content'
import { SectionHeading } from '@/components/ui/section-heading'

interface ContactSectionProps {
  /** The section itself, which the page scrolls to on arriving at #contact. */
  ref?: Ref<HTMLElement>
  /** The form's card, watched by the page to keep the WhatsApp button off the fields. */
  formAreaRef?: Ref<HTMLDivElement>
}

/** The home page's last section (id `contact`): how to reach the office, and the message form. */
export function ContactSection({ ref, formAreaRef }: ContactSectionProps) {
  // Named once the app runs, not in the prerendered HTML: a browser arriving at /#contact would
  // otherwise jump there while parsing, where the page is meant to scroll there after 100 ms.
  const hydrated = useHydrated()
  return (
    <section
      ref={ref}
      id={hydrated ? contactSection.id : undefined}
      aria-labelledby="contact-title"
      className="bg-brand-50 py-16 md:py-24"
    >
      <div className="container-page grid gap-10 lg:grid-cols-5 lg:gap-12">
        <Reveal className="lg:col-span-2">
          <SectionHeading
            id="contact-title"
            title={contactSection.title}
            intro={contactSection.intro}
            align="start"
          />
          <ContactDetails />
          <WhatsAppChat />
        </Reveal>
        <div
          ref={formAreaRef}
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:col-span-3 lg:self-start"
        >
          <h3 id="contact-form-title" className="font-display text-2xl font-bold text-brand-900">
            {contactSection.formTitle}
          </h3>
          <div className="mt-4">
            <LazyContactForm titleId="contact-form-title" />
          </div>
        </div>
      </div>
    </section>
  )
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: IconName
  label: string
  children: React.ReactNode
}) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-semibold text-brand-900">
        <span className="absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
          <Icon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-stone-700">{children}</dd>
    </div>
  )
}

const linkClass =
  'inline-flex min-h-11 items-center font-medium break-all text-brand-800 underline-offset-4 hover:underline'

function ContactDetails() {
  return (
    <dl className="mt-8 space-y-5">
      <Detail icon="map-pin" label={contactSection.addressLabel}>
        <address className="not-italic">
          {site.address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Detail>
      <Detail icon="mail" label={contactSection.emailLabel}>
        <a href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>
      </Detail>
      <Detail icon="phone" label={contactSection.phoneLabel}>
        <a href={`tel:${site.phone.tel}`} className={linkClass}>
          {site.phone.display}
        </a>
      </Detail>
      <Detail icon="clock" label={contactSection.hoursLabel}>
        <dl data-testid="business-hours" className="grid grid-cols-[auto_1fr] gap-x-4">
          {site.businessHours.map((row) => (
            <div key={row.days} className="contents">
              <dt className="font-medium text-stone-800">{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </Detail>
    </dl>
  )
}

function WhatsAppChat() {
  return (
    <p className="mt-6">
      <WhatsAppLink className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 hover:bg-brand-100">
        {contactSection.whatsappText}
      </WhatsAppLink>
    </p>
  )
}
