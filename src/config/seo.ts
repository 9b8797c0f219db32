/**
 * What search engines and link previews are told about the site. Read by the pages (through
 * components/seo) and by the build (tools/seo), so it imports only relatively.
 */
import { isFixedPath, routeList } from './routes.ts'
import { site } from './site.ts'
import type { Locale } from './locales.ts'

/** The largest icon (see appIcons), also the company's logo in structured data. */
const logo = { path: '/icon-512.png', size: 512 } as const

/** What every page's own tags are made with (components/seo). */
export const seo = {
  /** The company's logo in structured data. */
  logo: logo.path,
  /** Joins a page's title to the brand in the browser tab: "Our Products | Sunehri Fasal Traders". */
  titleSeparator: ' | ',
  /** Share image for pages without one of their own (generated at build, see tools/seo). */
  shareImage: {
    path: '/og-image.png',
    width: 1200,
    height: 630,
    alt: `${site.brand} logo: golden wheat ear on a green field`,
  },
  /** `<meta name="robots">` of pages that should stay out of search results. */
  noindex: 'noindex',
  /**
   * Marks the title and head tags index.html carries for crawlers that run no scripts. The app
   * removes them before its first render, so a page never shows both those and its own.
   */
  staticDefaultAttribute: 'data-page-default',
} as const

/**
 * What the build writes once for the whole site (tools/seo: index.html's head, the web app
 * manifest). No page reads it, so it stays out of `seo` and the app's script. One per language:
 * each language's build writes its own.
 */
export const siteSeoByLocale = {
  en: {
    /** The title and description a page shows before its own are known (and to crawlers that run no scripts). */
    defaultTitle: `${site.brand} – Wholesale pulses, grains and sugar`,
    defaultDescription:
      'Sunehri Fasal Traders: B2B wholesale of pulses, beans, grains and sugar for businesses across India. Verify your GST number to see prices and send order requests.',
    /** Open Graph's name for the language and region. */
    locale: 'en_IN',
    language: 'en-IN',
    /** What a browser running no scripts shows. */
    noscript: 'This site needs JavaScript to show products and prices.',
  },
  hi: {
    defaultTitle: `${site.brand} – दाल, अनाज और चीनी का थोक व्यापार`,
    defaultDescription:
      'सुनहरी फ़सल ट्रेडर्स: पूरे भारत के व्यापारियों के लिए दालें, बीन्स, अनाज और चीनी का थोक (B2B) व्यापार। भाव देखने के लिए अपना GST नंबर जांचें और ऑर्डर अनुरोध भेजें।',
    locale: 'hi_IN',
    language: 'hi-IN',
    noscript: 'प्रोडक्ट और भाव दिखाने के लिए इस साइट को JavaScript चाहिए।',
  },
} as const satisfies Record<Locale, Record<string, string>>

/** What the site's head says the same in every language. */
export const siteSeo = {
  twitterCard: 'summary_large_image',
} as const

/** Routes the table marks not indexable (the account screens): marked noindex, left out of the sitemap. */
export const noindexPaths: readonly string[] = routeList
  .filter((route) => !route.indexable)
  .map((route) => route.path)

/**
 * Static routes listed in sitemap.xml: every page meant for search results (blog posts are added
 * per post). Read by the build only: marked pure, so the app's script leaves it out.
 */
export const sitemapPaths: readonly string[] = /* @__PURE__ */ routeList
  .filter((route) => route.indexable && isFixedPath(route.path))
  .map((route) => route.path)

/** Icons the build generates from the logo (tools/seo/icons), with the sizes browsers ask for. */
export const appIcons = {
  /** The mark itself; the source of every PNG below, and the manifest's scalable icon. */
  favicon: '/favicon.svg',
  /**
   * The browser tab's icon. A PNG, not the SVG: a page decodes its tab icon on its own main
   * thread, and an SVG icon is a whole SVG document to set up, in a task of 6-50 ms just after the
   * first paint, twice per load.
   */
  tab: { path: '/favicon-32.png', size: 32 },
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
  any: [{ path: '/icon-192.png', size: 192 }, logo],
  maskable: { path: '/icon-maskable-512.png', size: 512 },
} as const

export const seoFiles = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  manifest: '/manifest.webmanifest',
} as const
