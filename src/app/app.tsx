import { StrictMode, useEffect, type ReactNode } from 'react'
import { whenIdle } from '@/lib/util/next-task'
import { SessionProvider } from '@/lib/session/session'
import { AppErrorBoundary } from './app-error-boundary'

function scheduleEmailInit(): void {
  // The mail SDK is initialised once on page load; its code loads after first paint. A warm-up
  // that fails (offline, or cut short as the page is left, which Firefox reports as a failed
  // import) is no one's concern: a send loads the code again and says so if it cannot.
  whenIdle(
    () =>
      void import('@/lib/mail/email').then(
        ({ initEmail }) => initEmail(),
        () => {},
      ),
  )
}

interface AppProps {
  /** The router: the browser's in the page, a static one when prerendering. */
  children: ReactNode
  /** Storage has shown that nobody is signed in, so pages render at once (see session.tsx). */
  knownSignedOut: boolean
  /**
   * Called once the tree is on the page (after hydration has committed, when the app took a
   * prerendered page over). A prop rather than a child, so the tree keeps the prerender's shape.
   */
  onMounted?: () => void
}

/** The providers around every page; the same tree in the browser and in the prerender. */
export function App({ children, knownSignedOut, onMounted }: AppProps) {
  useEffect(scheduleEmailInit, [])
  useEffect(() => onMounted?.(), [onMounted])
  return (
    <StrictMode>
      <AppErrorBoundary>
        <SessionProvider knownSignedOut={knownSignedOut}>{children}</SessionProvider>
      </AppErrorBoundary>
    </StrictMode>
  )
}
