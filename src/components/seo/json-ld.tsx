import { serializeJsonLd, type JsonLd as JsonLdData } from './structured-data'

/**
 * Structured data for search engines, as a `<script type="application/ld+json">` in the page's
 * own markup: the prerendered HTML carries it, so crawlers that run no scripts read it too, and
 * the app takes that same element over rather than adding a second one. A data block, which no
 * browser runs (the Content-Security-Policy's script rules do not apply to it); escaped so stored
 * text cannot end it early.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      // Escaped JSON, not markup: see serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
