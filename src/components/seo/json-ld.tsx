import { useMemo } from 'react'
import { useHydrated } from '@/hooks/use-hydrated'
import { isHydrating } from '@/lib/util/client-snapshot'
import { serializeJsonLd, type JsonLd as JsonLdData } from './structured-data'

/**
 * Structured data for search engines, as a `<script type="application/ld+json">` in the page's
 * own markup: the prerendered HTML carries it, so crawlers that run no scripts read it too, and
 * the app takes that same element over rather than adding a second one. A data block, which no
 * browser runs (the Content-Security-Policy's script rules do not apply to it); escaped so stored
 * text cannot end it early.
 *
 * `data` may be a function that builds it: then taking a prerendered page over keeps the block
 * the HTML has (React leaves a data block's text as it finds it) and builds the data only in the
 * render after, out of the page's start, where building it for a long list is a task of its own.
 */
export function JsonLd({ data }: { data: JsonLdData | (() => JsonLdData) }) {
  const hydrated = useHydrated()
  const kept = !hydrated && isHydrating()
  const html = useMemo(
    () => (kept ? '' : serializeJsonLd(typeof data === 'function' ? data() : data)),
    [kept, data],
  )
  return (
    <script
      type="application/ld+json"
      // Taken over from the prerender, its text is the HTML's until the data is built.
      suppressHydrationWarning
      // Escaped JSON, not markup: see serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
