import { useCallback, useRef } from 'react'
import { JsonLd } from '@/components/seo/json-ld'
import { PageMeta } from '@/components/seo/page-meta'
import { organizationJsonLd } from '@/components/seo/structured-data'
import { LazyPart, partLoader } from '@/components/ui/lazy-part'
import { makeLive, notYetLive } from '@/components/ui/live'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { useInView } from '@/hooks/use-in-view'
import { ContactSection } from './contact-section'
import { Hero } from './hero'
import { contactSection, hero, homeSectionsText } from './home-content'
import { useScrollToContactOnArrival } from './use-scroll-to-contact'
import { WhatsAppButton } from './whatsapp-button'

const sections = partLoader(
  () => import('./home-sections'),
  (module) => module.HomeSections,
)

/**
 * Fetches the sections between the hero and the contact section. Until they have arrived, a
 * page rendered afresh holds nothing between the two: a scroll to the contact section waits for it.
 */
export const preloadHomeSections = sections.preload

/** Route `/`: the home page's seven sections, in order, and the floating WhatsApp button. */
export function HomePage() {
  const contact = useRef<HTMLElement>(null)
  useScrollToContactOnArrival(contactSection.id, contact, preloadHomeSections)
  const formArea = useRef<HTMLDivElement>(null)
  // Hidden a little before the form arrives, so it has faded out by the time a field is beneath it.
  const formInView = useInView(formArea, { rootMargin: '0px 0px 160px 0px' })
  const sectionsArea = useRef<HTMLDivElement>(null)
  const sectionsLive = useCallback(() => {
    if (sectionsArea.current) makeLive(sectionsArea.current)
  }, [])
  return (
    <>
      <PageMeta title={hero.title} description={hero.intro} path={paths.home} />
      <JsonLd data={organizationJsonLd(env.siteUrl)} />
      <Hero />
      {/* Taken over apart from the page: its prerendered controls stay inert until the sections
          have been (makeLive removes the mark, which React, rendering it unchanged, never restores). */}
      <div ref={sectionsArea} className="contents" {...notYetLive}>
        <LazyPart
          loader={sections}
          props={{ onLive: sectionsLive }}
          fallback={null}
          failedText={homeSectionsText.loadFailed}
          retryLabel={homeSectionsText.retry}
          failedClassName="container-page py-16"
        />
      </div>
      <ContactSection ref={contact} formAreaRef={formArea} />
      <WhatsAppButton hidden={formInView} />
    </>
  )
}
