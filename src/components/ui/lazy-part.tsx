import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import { t } from '@/lib/i18n/macro'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { Alert } from './alert'
import { cn } from './cn'
import { Button } from './button'

/** A part of a page whose code is a chunk of its own, loaded when needed or ahead of that. */
export interface PartLoader<P extends object> {
  /**
   * Downloads and runs the part's code now, so it shows at once later. Safe to call again; the
   * promise settles (never rejects) once the download has succeeded or failed.
   */
  preload: () => Promise<void>
  /** A fresh lazy component of the part (React.lazy remembers a failed import for good). */
  lazy: () => LazyExoticComponent<ComponentType<P>>
  /**
   * A fresh lazy component for a retry: it takes a download already under way only if that one
   * succeeds, and otherwise downloads again. The one under way may have been asked for before
   * the connection came back (a preload when the page fell idle) and still be on its way to
   * failing; settling for it would make Retry fail without ever trying again.
   */
  retry: () => LazyExoticComponent<ComponentType<P>>
  /** The part itself once its code has run (a preload or an earlier use), else null. */
  ready: () => ComponentType<P> | null
}

/**
 * The address of the site's own script that an `import()` failed to fetch, as the browser's
 * error names it ("Failed to fetch dynamically imported module: <url>" in Chromium, "error
 * loading dynamically imported module: <url>" in Firefox; Safari names none), or null.
 */
export function failedChunkUrl(error: unknown, origin: string): string | null {
  const named = /\bhttps?:\/\/[^\s'"]+?\.js\b/.exec(error instanceof Error ? error.message : '')
  if (!named) return null
  const url = new URL(named[0])
  return url.origin === origin ? `${url.origin}${url.pathname}` : null
}

/** Runs the module at `url` (a script of this site, by an address the bundler never saw). */
const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url)

/**
 * A loader of the part `pick` takes from the module `load` imports; a failed (or stalled)
 * download is tried again next time. A browser may keep a module that failed to download as
 * failed for as long as the page lives, answering every later `import()` of its address with
 * the same error without asking the network (Safari and Firefox do, and older Chromium builds did).
 * So when a retry meets that, it fetches the same file under an address of its own: Retry works
 * once the connection is back in every browser that says which file failed.
 */
export function partLoader<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { importUrl = importByUrl }: { importUrl?: (url: string) => Promise<unknown> } = {},
): PartLoader<P> {
  let pending: Promise<ComponentType<P>> | null = null
  let loaded: ComponentType<P> | null = null
  let retries = 0
  const loadAgain = () =>
    load().catch((error: unknown) => {
      const url = failedChunkUrl(error, window.location.origin)
      if (url === null) throw error
      return importUrl(`${url}?retry=${++retries}`) as Promise<M>
    })
  const get = (again = false) =>
    (pending ??= withTimeLimit(
      (again ? loadAgain() : load()).then(pick).then((Part) => (loaded = Part)),
      TIME_LIMITS.readMs,
      t`The page`,
    ).catch((error: unknown) => {
      pending = null
      throw error
    }))
  const asLazy = (part: () => Promise<ComponentType<P>>) =>
    lazy(() => part().then((Part) => ({ default: Part })))
  return {
    preload: () =>
      get().then(
        () => {},
        () => {},
      ),
    lazy: () => asLazy(() => get()),
    // `pending` clears itself before it rejects, so `get` then starts a new download.
    retry: () => asLazy(() => (pending ? pending.catch(() => get(true)) : get(true))),
    ready: () => loaded,
  }
}

interface LazyPartProps<P extends object> {
  loader: PartLoader<P>
  /** The part's own props. */
  props: P
  /** Shown while the code loads. */
  fallback: ReactNode
  /** What a failed download says, above a button that tries again. */
  failedText: string
  retryLabel: string
  /** Classes of the failure's box beyond its spacing, e.g. a page's margins around it. */
  failedClassName?: string
  /**
   * A part whose code has already run renders in the same commit as what asked for it, rather
   * than after a moment's fallback (React.lazy always suspends on its first render).
   */
  atOnceWhenReady?: boolean
}

/** Renders a lazily loaded part; a failed download offers to try again instead of losing the page. */
export function LazyPart<P extends object>({
  loader,
  props,
  fallback,
  failedText,
  retryLabel,
  failedClassName,
  atOnceWhenReady = false,
}: LazyPartProps<P>) {
  const [attempt, setAttempt] = useState<{ count: number; Part: ComponentType<P> }>(() => ({
    count: 0,
    Part: (atOnceWhenReady && loader.ready()) || loader.lazy(),
  }))
  const { Part } = attempt
  return (
    <LoadBoundary
      key={attempt.count}
      failedText={failedText}
      retryLabel={retryLabel}
      className={failedClassName}
      onRetry={() => setAttempt(({ count }) => ({ count: count + 1, Part: loader.retry() }))}
    >
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </LoadBoundary>
  )
}

interface LoadBoundaryProps {
  failedText: string
  retryLabel: string
  className?: string | undefined
  onRetry: () => void
  children: ReactNode
}

class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className={cn('space-y-4', this.props.className)}>
        <Alert tone="error">{this.props.failedText}</Alert>
        <Button variant="secondary" onClick={this.props.onRetry}>
          {this.props.retryLabel}
        </Button>
      </div>
    )
  }
}
