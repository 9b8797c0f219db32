/**
 * Which chunks Vite's loader preloads beside a dynamic import (`build.modulePreload`).
 *
 * The entry's own imports (React DOM, the app, the catalogue store) get none: every page's HTML
 * names all the scripts its start needs, and the entry asks for them a few per task
 * (src/app/app-scripts.ts). Vite's loader would add the same links again, some twenty in one
 * task, and starting a request costs the main thread about a millisecond on a slow phone.
 *
 * The trade desk's pages (the quote editor's too) and the guard in front of them (route-access)
 * get none either: their dependencies would be named in the app's map of preloads, which every
 * public page loads, for staff alone. Staff fetch them a round trip later, as the desk's modules
 * import them.
 *
 * The forms a page fetches once it falls idle (Verify GST, Buy Now, the job application) get none:
 * Vite's loader would start a request for each of their ten or so chunks in one task, in the
 * middle of the page's start on a slow phone, where the browser fetches a module's imports by
 * itself. Every other dynamic import (a page reached in the app, a dialog opened) keeps its
 * preloads.
 *
 * The entry itself is never preloaded: every dynamic import is made after it ran. Vite's loader
 * looks only for preload links, not for index.html's script, so a chunk importing from the
 * entry added a second link to it on every page, which Firefox answers with an error event.
 */

/** The entry chunk (index.html's script), named by Vite after the page. */
const ENTRY_CHUNK = /(?:^|\/)index-[\w-]+\.js$/

/** Chunks for staff alone: the desk's pages and the router's guard of pages behind a sign-in. */
const STAFF_CHUNK = /(?:^|\/)(?:desk-pages|quote-editor-page|route-access)-[\w-]+\.js$/

/** The dialogs' forms that their pages fetch when idle, ahead of anyone opening them. */
const IDLE_FORM_CHUNK = /(?:^|\/)(?:application|gst|order)-form-[\w-]+\.js$/

export function preloadDependencies(
  file: string,
  deps: string[],
  host: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (STAFF_CHUNK.test(file) || IDLE_FORM_CHUNK.test(file)) return []
  if (host.hostType === 'js' && ENTRY_CHUNK.test(host.hostId)) return []
  return deps.filter((dep) => !ENTRY_CHUNK.test(dep))
}
