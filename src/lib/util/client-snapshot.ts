import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

let hydrating = false

/**
 * Told by the app's start (src/app/mount.tsx) while it hydrates a prerendered page: components
 * rendered then start from the build's values (see useClientSnapshot).
 */
export function setHydrating(value: boolean): void {
  hydrating = value
}

/** Whether the app is taking over a prerendered page (its first render, up to that commit). */
export function isHydrating(): boolean {
  return hydrating
}

/**
 * A browser-only value (a media query, storage, "the app is running"), `serverSnapshot` in the
 * build's prerender.
 *
 * useSyncExternalStore alone would hydrate with the server snapshot and then, when the browser's
 * differs, re-render synchronously, in the same task as the hydration's effects: one long task
 * on a phone. Here a component hydrated from the prerendered page keeps the server snapshot
 * until its first effect, then takes the browser's value in a transition, which React renders in
 * slices. A component mounted later (after a client-side navigation) reads the browser's value
 * from its first render.
 */
export function useClientSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverSnapshot: T,
): T {
  const [live, setLive] = useState(() => !hydrating)
  useEffect(() => {
    if (!live) startTransition(() => setLive(true))
  }, [live])
  return useSyncExternalStore(
    subscribe,
    live ? getSnapshot : () => serverSnapshot,
    () => serverSnapshot,
  )
}
