import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { HomePage } from '@/features/home/home-page'
import { NotFoundPage } from './not-found-page'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'

/** A route whose page module is fetched only when the route is visited. */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) })
}

const routes: RouteObject[] = [
  // The landing page is part of the entry rather than a lazy chunk: a lazy home page could
  // only be requested once the entry had run, a round trip later, and its hero (the LCP) came
  // ~0.3 s after the first paint. It adds ~5 kB gzip to the entry of the other routes.
  { index: true, Component: HomePage },
  {
    path: paths.products,
    lazy: lazyPage(
      () => import('@/features/catalog/products-page'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: paths.services,
    lazy: lazyPage(
      () => import('@/features/services/services-page'),
      (m) => m.ServicesPage,
    ),
  },
  {
    path: paths.jobs,
    lazy: lazyPage(
      () => import('@/features/careers/jobs-page'),
      (m) => m.JobsPage,
    ),
  },
  {
    path: paths.about,
    lazy: lazyPage(
      () => import('@/features/about/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: paths.blogs,
    lazy: lazyPage(
      () => import('@/features/blog/blog-list-page'),
      (m) => m.BlogListPage,
    ),
  },
  {
    path: paths.blogPostPattern,
    lazy: lazyPage(
      () => import('@/features/blog/blog-post-page'),
      (m) => m.BlogPostPage,
    ),
  },
  {
    path: paths.locate,
    lazy: lazyPage(
      () => import('@/features/locate/locate-page'),
      (m) => m.LocatePage,
    ),
  },
  {
    path: paths.login,
    lazy: lazyPage(
      () => import('@/features/auth/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.signup,
    lazy: lazyPage(
      () => import('@/features/auth/signup-page'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: paths.emailSignup,
    lazy: lazyPage(
      () => import('@/features/auth/email-signup-page'),
      (m) => m.EmailSignupPage,
    ),
  },
  {
    path: paths.completeProfile,
    lazy: lazyPage(
      () => import('@/features/auth/complete-profile-page'),
      (m) => m.CompleteProfilePage,
    ),
  },
  {
    path: paths.terms,
    lazy: lazyPage(
      () => import('@/features/legal/legal-pages'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: paths.privacy,
    lazy: lazyPage(
      () => import('@/features/legal/legal-pages'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: paths.cookies,
    lazy: lazyPage(
      () => import('@/features/legal/legal-pages'),
      (m) => m.CookiePage,
    ),
  },
  {
    path: paths.shipping,
    lazy: lazyPage(
      () => import('@/features/legal/legal-pages'),
      (m) => m.ShippingPage,
    ),
  },
  { path: '*', Component: NotFoundPage },
]

/** The one route table, used by the browser router (mount.tsx) and the prerender (prerender.tsx). */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Errors inside a page are caught here, below the layout, so header and footer stay usable.
    children: [{ ErrorBoundary: RouteError, children: routes }],
  },
]
