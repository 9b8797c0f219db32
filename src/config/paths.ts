/**
 * Addresses for links, from the route table (routes.ts). Build links from here, never from string
 * literals.
 */
import { t } from '../lib/i18n/macro.ts'
import { isFixedPath, routeList, routes, type Routes } from './routes.ts'

const routePaths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.path]),
) as { [K in keyof Routes]: Routes[K]['path'] }

/**
 * Query parameters that open a page at a dialog: a product's order (or its GST check first) on
 * /products, a job's application on /jobs. Sign-in screens return buyers to such addresses.
 */
export const DIALOG_PARAMS = { buy: 'buy', size: 'size', apply: 'apply' } as const

export const paths = {
  ...routePaths,
  /** The address of one blog post; `blogPostPattern` is the route's pattern. */
  blogPost: (id: string) => routes.blogPost.path.replace(':id', encodeURIComponent(id)),
  blogPostPattern: routes.blogPost.path,
  contactSection: '/#contact',
  /** /products with the order of one product in one pack size open. */
  productOrder: (productId: string, size: string) =>
    `${routes.products.path}?${new URLSearchParams({ [DIALOG_PARAMS.buy]: productId, [DIALOG_PARAMS.size]: size })}`,
  /** The desk's page of one lead: its collection and id. */
  deskLead: (kind: string, id: string) =>
    routes.deskLead.path
      .replace(':kind', encodeURIComponent(kind))
      .replace(':id', encodeURIComponent(id)),
  deskLeadPattern: routes.deskLead.path,
  /** The quote editor of the order request `leadId`. */
  deskQuote: (leadId: string) =>
    routes.deskQuote.path.replace(':leadId', encodeURIComponent(leadId)),
  /** The page of one quote, the address its link carries. */
  quote: (id: string) => routes.quote.path.replace(':id', encodeURIComponent(id)),
  /** /jobs with the application for one job open. */
  jobApplication: (jobId: string) =>
    `${routes.jobs.path}?${new URLSearchParams({ [DIALOG_PARAMS.apply]: jobId })}`,
} as const

/** A link of the site's menus: its address, and its name, read when it is shown. */
interface NavItem {
  readonly to: string
  readonly label: string
}

const navItem = (to: string, label: () => string): NavItem => ({
  to,
  get label() {
    return label()
  },
})

/** The six primary header links, in their fixed order. */
export const primaryNav: readonly NavItem[] = [
  navItem(paths.home, () => t`Home`),
  navItem(paths.products, () => t`Products`),
  navItem(paths.services, () => t`Services`),
  navItem(paths.jobs, () => t`Careers`),
  navItem(paths.about, () => t`About`),
  navItem(paths.blogs, () => t`Blogs`),
]

export const legalNav: readonly NavItem[] = [
  navItem(paths.terms, () => t`Terms of Service`),
  navItem(paths.privacy, () => t`Privacy Policy`),
  navItem(paths.cookies, () => t`Cookie Policy`),
  navItem(paths.shipping, () => t`Shipping Policy`),
]

/**
 * Every route with a fixed address that the build writes a page for, in the route table's order
 * (blog posts have one per post). Pages behind a sign-in (the account, the desk) are left out:
 * they render only once the visitor is known, so Hosting serves them the app's shell. Read by the build and
 * the tests only: marked pure, so the app's script leaves it out.
 */
export const staticPaths: readonly string[] = /* @__PURE__ */ routeList
  .filter((route) => (route.access ?? 'public') === 'public')
  .map((route) => route.path)
  .filter(isFixedPath)
