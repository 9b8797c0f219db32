/**
 * A route's HTML names every script chunk its page needs beyond the entry in a
 * `<meta name="app-scripts">` (tools/route-html). Once the page has painted, the entry asks for
 * all of them: the app's own imports would otherwise find them one level at a time, a round
 * trip each on a phone's network. Fetching is all this does; each module still runs when the
 * app imports it.
 */
export const APP_SCRIPTS_META_NAME = 'app-scripts'

/**
 * How many requests are started in one task. Starting one costs the main thread about half a
 * millisecond, and far more while the page's other work competes for the processor: in
 * Lighthouse's traces a task starting four took 7-13 ms, 50 ms and more at a phone's speed. The
 * 28 of /products in one go made a task long enough to block input. Two at a time still made
 * tasks of 4-7 ms at this machine's speed, which a low-tier phone's nine-fold slower processor
 * turns into blocking ones: one a task.
 */
export const PRELOADS_PER_TASK = 1

/** The site's own scripts the document names that no modulepreload link asks for yet, in order. */
export function scriptsToPreload(document: Document): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META_NAME}"]`)
  const files = meta?.content.split(/\s+/).filter(Boolean) ?? []
  const have = preloaded(document)
  return [...new Set(files)].filter(
    (file) => file.startsWith('/') && !file.startsWith('//') && !have.has(file),
  )
}

function preloaded(document: Document): Set<string | null> {
  return new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  )
}

/** Adds a modulepreload link for each of `files` that has none yet (the app may have added one). */
function addPreloads(document: Document, files: string[]): void {
  const have = preloaded(document)
  const links = files
    .filter((file) => !have.has(file))
    .map((file) => {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      // As Vite's own loader does, so the preload matches the module request.
      link.crossOrigin = ''
      link.href = file
      return link
    })
  document.head.append(...links)
}

/**
 * Preloads every script the document names, `PRELOADS_PER_TASK` at a time, waiting for
 * `nextTask` between groups. Resolves when the last group has been asked for.
 */
export async function preloadAppScripts(
  document: Document,
  nextTask: () => Promise<void>,
): Promise<void> {
  const files = scriptsToPreload(document)
  for (let start = 0; start < files.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask()
    addPreloads(document, files.slice(start, start + PRELOADS_PER_TASK))
  }
}
