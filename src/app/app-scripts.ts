/**
 * A route's HTML names every script chunk its page needs beyond the entry in a
 * `<meta name="app-scripts">` (tools/route-html). Once the page has painted, the entry asks for
 * all of them at once: the app's own imports would otherwise find them one level at a time,
 * a round trip each on a phone's network. Fetching is all this does; each module still runs
 * when the app imports it.
 */
export const APP_SCRIPTS_META_NAME = 'app-scripts'

/** Adds a modulepreload link for each script the document names that has none yet. */
export function preloadAppScripts(document: Document): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META_NAME}"]`)
  const files = meta?.content.split(/\s+/).filter(Boolean) ?? []
  const have = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  )
  const links = files
    .filter((file) => file.startsWith('/') && !file.startsWith('//') && !have.has(file))
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
