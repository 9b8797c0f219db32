/**
 * Every route of the site, once: its address, the page module that renders it (and which export),
 * the catalogue collections the page reads and whether search engines may list it. All else that
 * knows routes is derived from this table: the router (app/router.tsx), links (paths.ts), the
 * catalogue read at start-up (lib/catalog/catalog-routes.ts), search (seo.ts) and the build's steps
 * (tools/route-html, tools/prerender, tools/bench).
 *
 * Plain data with relative imports only, and no page imports: the entry reads it (to ask for a
 * page's catalogue data as the app starts), so loaders here would put every page's `import()`
 * and preload list into the entry's script; and the build reads it in Node, where a page module
 * cannot be loaded. So a page is named here as data, and the one `import()` of each page module
 * is in app/page-modules.ts, typed against this table: a module named here without a loader
 * there, or an export its module lacks, does not compile. Any address the table does not know
 * gets the not-found page (app/router.tsx), which has no address of its own.
 */
import type { CatalogKey } from './catalog-keys.ts'

export interface RouteSpec {
  /** The address, or a pattern with `:parameters` for routes with one address per record. */
  path: string
  /** The page: its module as a path under src/ without extension, and the export to render. */
  page: { module: string; export: string }
  /** Part of the app's own script rather than a chunk fetched for the route. */
  eager?: true
  /** The catalogue collections the page reads, asked for as the app starts (none if absent). */
  collections?: readonly CatalogKey[]
  /** False keeps the page out of search results (`noindex`) and out of the sitemap. */
  indexable: boolean
  /**
   * Who may open the page: anyone (the default); a signed-in account (a visitor signed out is
   * sent to sign in first and brought back); or staff, an account whose token carries the staff
   * claim (anyone else is told the page is for staff only). The router's one guard
   * (app/route-access.tsx) applies it, before the page renders or reads anything.
   */
  access?: RouteAccess
}

export type RouteAccess = 'public' | 'account' | 'staff'

export const routes = {
  // The landing page is part of the app's script rather than a chunk of its own: a lazy home page
  // could only be requested once the app had run, a round trip later, and its hero (the LCP) came
  // ~0.3 s after the first paint. It adds ~5 kB gzip to the first load of the other routes.
  home: {
    path: '/',
    page: { module: 'features/home/home-page', export: 'HomePage' },
    eager: true,
    indexable: true,
  },
  products: {
    path: '/products',
    page: { module: 'features/catalog/products-page', export: 'ProductsPage' },
    collections: ['products', 'featuredProducts'],
    indexable: true,
  },
  services: {
    path: '/services',
    page: { module: 'features/services/services-page', export: 'ServicesPage' },
    indexable: true,
  },
  jobs: {
    path: '/jobs',
    page: { module: 'features/careers/jobs-page', export: 'JobsPage' },
    collections: ['jobListings'],
    indexable: true,
  },
  about: {
    path: '/about',
    page: { module: 'features/about/about-page', export: 'AboutPage' },
    indexable: true,
  },
  blogs: {
    path: '/blogs',
    page: { module: 'features/blog/blog-list-page', export: 'BlogListPage' },
    collections: ['blogShortPosts', 'blogPosts'],
    indexable: true,
  },
  blogPost: {
    path: '/blog/:id',
    page: { module: 'features/blog/blog-post-page', export: 'BlogPostPage' },
    collections: ['blogPosts'],
    indexable: true,
  },
  locate: {
    path: '/locate',
    page: { module: 'features/locate/locate-page', export: 'LocatePage' },
    indexable: true,
  },
  // A buyer's own pages: the enquiry list being put together, and the requests already sent.
  enquiry: {
    path: '/enquiry',
    page: { module: 'features/enquiry/enquiry-page', export: 'EnquiryPage' },
    collections: ['products'],
    indexable: false,
  },
  myEnquiries: {
    path: '/enquiries',
    page: { module: 'features/enquiry/my-enquiries-page', export: 'MyEnquiriesPage' },
    indexable: false,
  },
  // A quote the trade desk sent: anyone holding its link reads it, accepts it or asks for changes.
  // Never listed: the link is the key to it.
  quote: {
    path: '/quote/:id',
    page: { module: 'features/quote/quote-page', export: 'QuotePage' },
    indexable: false,
  },
  // Account screens: useful to visitors, worthless as search results.
  login: {
    path: '/login',
    page: { module: 'features/auth/login-page', export: 'LoginPage' },
    indexable: false,
  },
  signup: {
    path: '/signup',
    page: { module: 'features/auth/signup-page', export: 'SignupPage' },
    indexable: false,
  },
  emailSignup: {
    path: '/email-signup',
    page: { module: 'features/auth/email-signup-page', export: 'EmailSignupPage' },
    indexable: false,
  },
  completeProfile: {
    path: '/complete-profile',
    page: { module: 'features/auth/complete-profile-page', export: 'CompleteProfilePage' },
    indexable: false,
  },
  forgotPassword: {
    path: '/forgot-password',
    page: { module: 'features/auth/forgot-password-page', export: 'ForgotPasswordPage' },
    indexable: false,
  },
  // Where the password-reset e-mail's link leads (the project's e-mail action address).
  resetPassword: {
    path: '/reset-password',
    page: { module: 'features/auth/reset-password-page', export: 'ResetPasswordPage' },
    indexable: false,
  },
  // The signed-in buyer's details: name, phone, business, delivery address and GSTIN.
  account: {
    path: '/account',
    page: { module: 'features/account/account-page', export: 'AccountPage' },
    indexable: false,
    access: 'account',
  },
  // The trade desk: staff work the leads and keep the catalogue and the day's prices. One module,
  // fetched only here.
  desk: {
    path: '/desk',
    page: { module: 'features/desk/desk-pages', export: 'DeskLeadsPage' },
    indexable: false,
    access: 'staff',
  },
  deskLead: {
    path: '/desk/leads/:kind/:id',
    page: { module: 'features/desk/desk-pages', export: 'DeskLeadPage' },
    indexable: false,
    access: 'staff',
  },
  // The quote editor of one order request: its own chunk, fetched only here.
  deskQuote: {
    path: '/desk/quote/:leadId',
    page: { module: 'features/desk/quote/quote-editor-page', export: 'QuoteEditorPage' },
    indexable: false,
    access: 'staff',
  },
  deskPrices: {
    path: '/desk/prices',
    page: { module: 'features/desk/desk-pages', export: 'DeskPricesPage' },
    indexable: false,
    access: 'staff',
  },
  deskCatalogue: {
    path: '/desk/catalogue',
    page: { module: 'features/desk/desk-pages', export: 'DeskCataloguePage' },
    indexable: false,
    access: 'staff',
  },
  terms: {
    path: '/Terms-of-Service',
    page: { module: 'features/legal/legal-pages', export: 'TermsPage' },
    indexable: true,
  },
  privacy: {
    path: '/Privacy-Policy',
    page: { module: 'features/legal/legal-pages', export: 'PrivacyPage' },
    indexable: true,
  },
  cookies: {
    path: '/Cookie-Policy',
    page: { module: 'features/legal/legal-pages', export: 'CookiePage' },
    indexable: true,
  },
  shipping: {
    path: '/Shipping-Policy',
    page: { module: 'features/legal/legal-pages', export: 'ShippingPage' },
    indexable: true,
  },
} as const satisfies Record<string, RouteSpec>

export type Routes = typeof routes
/** One route of the table, with its literal values. */
export type AppRoute = Routes[keyof Routes]

/** The routes in the table's order. */
export const routeList: readonly RouteSpec[] = Object.values(routes)

/** Whether `path` is one address (not a pattern): one page to prerender, list and serve. */
export function isFixedPath(path: string): boolean {
  return !path.includes(':')
}

/** The project file of a page module, as the build and its source maps name it. */
export function pageFile(module: string): string {
  return `src/${module}.tsx`
}
