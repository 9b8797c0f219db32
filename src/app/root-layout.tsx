import { lazy, Suspense, useLayoutEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { MOBILE_BODY_CLASS, MOBILE_MEDIA_QUERY } from '@/config/constants'
import { uiText } from '@/config/ui-content'
import { useHydrated } from '@/hooks/use-hydrated'
import { ConsentBanner } from './consent-banner'
import { SiteFooter } from './footer/site-footer'
import { SiteHeader } from './header/site-header'

/**
 * Every route change starts at the top of the page. The page the app starts on is left
 * where the browser put it: a reload keeps its place, and someone who scrolled a prerendered page
 * before the app took it over is not sent back up.
 */
function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useLayoutEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
}

/**
 * The body carries `mobile-view` below 768 px. The mobile padding and
 * touch sizes follow the width in CSS (index.css), so a prerendered page already has them; the
 * class is set before the app's first paint (a layout effect) for anything that keys on it.
 */
function useMobileBodyClass(): void {
  // Straight from the media query, not through React state: a state here would re-render every
  // page once more, synchronously, right after a prerendered page is taken over on a phone.
  useLayoutEffect(() => {
    const list = window.matchMedia(MOBILE_MEDIA_QUERY)
    const apply = () => document.body.classList.toggle(MOBILE_BODY_CLASS, list.matches)
    apply()
    list.addEventListener('change', apply)
    return () => list.removeEventListener('change', apply)
  }, [])
}

function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label={uiText.loadingPage}
      className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-saffron-400"
    />
  )
}

/**
 * Loaded only for a new account's first page (sign-up hands its welcome over in the router's
 * state, which the note checks); a failed download leaves the page as it is.
 */
const WelcomeNote = lazy(() =>
  import('@/components/account/welcome-note').then(
    (module) => ({ default: module.WelcomeNote }),
    () => ({ default: noNote }),
  ),
)
const noNote: typeof import('@/components/account/welcome-note').WelcomeNote = () => null

/**
 * The offer of the reader's language on a page in another (language-offer.tsx). The browser's
 * stored choice and languages decide it, so it is decided once the page is live, by a small
 * chunk of its own rather than in every page's first load.
 */
const OfferedLanguage = lazy(() =>
  import('./language-offer').then(
    (module) => ({ default: module.OfferedLanguage }),
    () => ({ default: noOffer }),
  ),
)
const noOffer = () => null

function LanguageOfferSlot() {
  if (!useHydrated()) return null
  return (
    <Suspense fallback={null}>
      <OfferedLanguage />
    </Suspense>
  )
}

export function RootLayout() {
  useScrollToTopOnRouteChange()
  useMobileBodyClass()
  const { state } = useLocation() as { state: { welcome?: unknown } | null }
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <SiteHeader />
      {state?.welcome ? (
        <Suspense fallback={null}>
          <WelcomeNote state={state} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* No Suspense boundary here: route pages are loaded before they render (route `lazy`),
            and one around them would let the prerendered page hydrate in a later pass than the
            root, so the app would go live (mount.tsx) while the page could still drop input. */}
        <Outlet />
      </main>
      <SiteFooter />
      <ConsentBanner />
      <LanguageOfferSlot />
    </div>
  )
}
