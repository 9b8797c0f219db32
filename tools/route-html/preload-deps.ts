/**
 * Which chunks Vite's loader preloads beside a dynamic import (`build.modulePreload`).
 *
 * The entry's own imports (React DOM, the app, the catalogue store) get none: every page's HTML
 * names all the scripts its start needs, and the entry asks for them a few per task
 * (src/app/app-scripts.ts). Vite's loader would add the same links again, some twenty in one
 * task, and starting a request costs the main thread about a millisecond on a slow phone. Every
 * other dynamic import (a page reached in the app, a dialog's code) keeps its preloads.
 */

/** The entry chunk (index.html's script), named by Vite after the page. */
const ENTRY_CHUNK = /(?:^|\/)index-[\w-]+\.js$/

export function preloadDependencies(
  _file: string,
  deps: string[],
  host: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return host.hostType === 'js' && ENTRY_CHUNK.test(host.hostId) ? [] : deps
}
