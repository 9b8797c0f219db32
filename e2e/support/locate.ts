/** The retailer map (Leaflet) as the browser tests look at it. */
import type { Page } from '@playwright/test'

/**
 * Whether any stylesheet in the page carries Leaflet's rules: they come with the map's own code
 * (the retailer-map chunk), never with the site's shared stylesheet.
 */
export function leafletCssLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => {
      try {
        return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.leaflet-pane'))
      } catch {
        // A stylesheet from another origin cannot be read; the site serves none of Leaflet's.
        return false
      }
    }),
  )
}
