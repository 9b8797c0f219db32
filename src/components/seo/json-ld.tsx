import { createPortal } from 'react-dom'
import { serializeJsonLd, type JsonLd as JsonLdData } from './structured-data'

/**
 * Structured data for search engines, in <head> (React hoists titles and metas there, not
 * scripts) so page content never holds a script; escaped so stored text cannot end it early.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return createPortal(
    <script
      type="application/ld+json"
      // Escaped JSON, not markup: see serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />,
    document.head,
  )
}
