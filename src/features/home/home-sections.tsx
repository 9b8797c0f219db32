/**
 * The home page's sections between its hero and its contact section, a chunk of their own
 * (home-page.tsx). A prerendered home page shows them from its HTML at once; the app takes them
 * over once their code has arrived, apart from the rest of the page, so the page's first load and
 * its first hydration are the smaller by them.
 */
import { useEffect } from 'react'
import { BestSellers } from './best-sellers'
import { ClientMarquee } from './client-marquee'
import { HowWeWork } from './how-we-work'
import { Mission } from './mission'
import { WhyChoose } from './why-choose'

interface HomeSectionsProps {
  /** Called once the sections have been rendered or taken over: their controls then work. */
  onLive: () => void
}

export function HomeSections({ onLive }: HomeSectionsProps) {
  useEffect(onLive, [onLive])
  return (
    <>
      <BestSellers />
      <WhyChoose />
      <Mission />
      <HowWeWork />
      <ClientMarquee />
    </>
  )
}
