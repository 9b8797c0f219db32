/**
 * Each page module the route table (config/routes.ts) names, as the router gets it: the home page
 * as part of the app's script (see the table), every other page through an `import()` of its own,
 * which makes it a chunk fetched only for its routes. The table names modules as data, for the
 * entry and the build; the imports are here, where only the router reads them.
 *
 * Typed from the table: a module it names but this object lacks (or one it no longer names), or
 * an export its routes use that the module does not have, does not compile.
 */
import type { ComponentType } from 'react'
import { routes, type AppRoute } from '@/config/routes'
import { HomePage } from '@/features/home/home-page'

type PageModule = AppRoute['page']['module']
type EagerModule = Extract<AppRoute, { eager: true }>['page']['module']
/** The page components the table's routes take from `M`. */
type Pages<M extends PageModule> = Record<
  Extract<AppRoute, { page: { module: M } }>['page']['export'],
  ComponentType
>

type PageModules = {
  readonly [M in PageModule]: M extends EagerModule ? Pages<M> : () => Promise<Pages<M>>
}

// Keyed by the table's own values, so each module's name is written once, there.
export const pageModules: PageModules = {
  [routes.home.page.module]: { HomePage },
  [routes.products.page.module]: () => import('@/features/catalog/products-page'),
  [routes.services.page.module]: () => import('@/features/services/services-page'),
  [routes.jobs.page.module]: () => import('@/features/careers/jobs-page'),
  [routes.about.page.module]: () => import('@/features/about/about-page'),
  [routes.blogs.page.module]: () => import('@/features/blog/blog-list-page'),
  [routes.blogPost.page.module]: () => import('@/features/blog/blog-post-page'),
  [routes.locate.page.module]: () => import('@/features/locate/locate-page'),
  [routes.enquiry.page.module]: () => import('@/features/enquiry/enquiry-page'),
  [routes.myEnquiries.page.module]: () => import('@/features/enquiry/my-enquiries-page'),
  [routes.quote.page.module]: () => import('@/features/quote/quote-page'),
  [routes.login.page.module]: () => import('@/features/auth/login-page'),
  [routes.signup.page.module]: () => import('@/features/auth/signup-page'),
  [routes.emailSignup.page.module]: () => import('@/features/auth/email-signup-page'),
  [routes.completeProfile.page.module]: () => import('@/features/auth/complete-profile-page'),
  [routes.forgotPassword.page.module]: () => import('@/features/auth/forgot-password-page'),
  [routes.resetPassword.page.module]: () => import('@/features/auth/reset-password-page'),
  [routes.account.page.module]: () => import('@/features/account/account-page'),
  // The desk's four pages.
  [routes.desk.page.module]: () => import('@/features/desk/desk-pages'),
  [routes.deskQuote.page.module]: () => import('@/features/desk/quote/quote-editor-page'),
  // The four policy pages.
  [routes.terms.page.module]: () => import('@/features/legal/legal-pages'),
}
