/**
 * The trade desk's pages (/desk and below), one module fetched only there. The router's guard
 * renders them for staff only (route-access.tsx), so nothing here runs, or reads, for anyone else.
 */
import { useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { deskCopy as copy } from './desk-content'
import { DeskLayout } from './desk-layout'
import { CatalogueDesk } from './catalogue/catalogue-desk'
import { LeadView } from './leads/lead-view'
import { LeadsInbox } from './leads/leads-inbox'
import { PricesToday } from './prices/prices-today'

/** /desk: every lead in one inbox. */
export function DeskLeadsPage() {
  return (
    <DeskLayout section={copy.nav.leads} path={paths.desk}>
      <LeadsInbox />
    </DeskLayout>
  )
}

/** /desk/leads/:kind/:id: one lead, all of it, and where the desk has got with it. */
export function DeskLeadPage() {
  const { kind = '', id = '' } = useParams()
  return (
    <DeskLayout section={copy.nav.leads} path={paths.deskLead(kind, id)}>
      <LeadView kind={kind} id={id} />
    </DeskLayout>
  )
}

/** /desk/prices: the day's prices of every product in every pack size. */
export function DeskPricesPage() {
  return (
    <DeskLayout section={copy.nav.prices} path={paths.deskPrices}>
      <PricesToday />
    </DeskLayout>
  )
}

/** /desk/catalogue: products, featured products, jobs, posts and retailers. */
export function DeskCataloguePage() {
  return (
    <DeskLayout section={copy.nav.catalogue} path={paths.deskCatalogue}>
      <CatalogueDesk />
    </DeskLayout>
  )
}
