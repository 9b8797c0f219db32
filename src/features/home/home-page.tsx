import { useRef } from 'react'
import { JsonLd } from '@/components/seo/json-ld'
import { PageMeta } from '@/components/seo/page-meta'
import { organizationJsonLd } from '@/components/seo/structured-data'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { useInView } from '@/hooks/use-in-view'
import { BestSellers } from './best-sellers'
import { ClientMarquee } from './client-marquee'
import { ContactSection } from './contact-section'
import { Hero } from './hero'
import { hero, contactSection } from './home-content'
import { HowWeWork } from './how-we-work'
import { Mission } from './mission'
import { useScrollToContactOnArrival } from './use-scroll-to-contact'
import { WhatsAppButton } from './whatsapp-button'
import { WhyChoose } from './why-choose'

/** Route `/`: the home page's seven sections, in order, and the floating WhatsApp button. */
export function HomePage() {
  const contact = useRef<HTMLElement>(null)
  useScrollToContactOnArrival(contactSection.id, contact)
  const formArea = useRef<HTMLDivElement>(null)
  // Hidden a little before the form arrives, so it has faded out by the time a field is beneath it.
  const formInView = useInView(formArea, { rootMargin: '0px 0px 160px 0px' })
  return (
    <>
      <PageMeta title={hero.title} description={hero.intro} path={paths.home} />
      <JsonLd data={organizationJsonLd(env.siteUrl)} />
      <Hero />
      <BestSellers />
      <WhyChoose />
      <Mission />
      <HowWeWork />
      <ClientMarquee />
      <ContactSection ref={contact} formAreaRef={formArea} />
      <WhatsAppButton hidden={formInView} />
    </>
  )
}
