import { createPortal } from 'react-dom'
import { useHydrated } from '@/hooks/use-hydrated'
import { serializeJsonLd, type JsonLd as JsonLdData } from './structured-data'

/**
 * Structured data for search engines, in <head> (React hoists titles and metas there, not
 * scripts) so page content never holds a script; escaped so stored text cannot end it early.
 * Added once the page runs: a prerendered page has no document head to portal into.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return createPortal(
    <script
      type="application/ld+json"
      // Escaped JSON, not markup: see serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />,
    document.head,
  )
}
