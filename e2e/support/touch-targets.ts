/** The mobile layout's 44 px touch targets, measured as a finger meets them. */
import type { Locator } from '@playwright/test'

/** 44 px minimum touch size below 768 px (WCAG 2.5.5's size). */
const MIN_TARGET_PX = 44

interface SmallTarget {
  target: string
  width: number
  height: number
}

/**
 * Every visible control and link inside `scope` smaller than 44 × 44 px. A radio or checkbox is
 * measured by its label (the label is what a finger presses). Links inside running text are
 * exempt (WCAG 2.5.8's inline exception): their size is the line's. So are the map's markers
 * (its retailers are listed as text too: the equivalent control).
 */
export function smallTargets(scope: Locator): Promise<SmallTarget[]> {
  return scope.evaluate((root, min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]'
    const candidates = [root, ...Array.from(root.querySelectorAll<HTMLElement>(selector))].filter(
      (el) => el.matches(selector),
    )
    const label = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
      return `<${el.tagName.toLowerCase()}> "${name}"`
    }
    const inRunningText = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false
      const block = el.parentElement?.closest('p, li, dd, td, span, div')
      const own = (el.textContent ?? '').trim().length
      return (block?.textContent ?? '').trim().length > own
    }
    const found: { target: string; width: number; height: number }[] = []
    for (const el of candidates) {
      if (el.closest('[hidden], [aria-hidden="true"], [inert]')) continue
      // The map's markers: every retailer is also listed as text below the map.
      if (el.closest('.leaflet-container')) continue
      const choice = el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)
      const measured: Element = (choice && (el.closest('label') ?? el.labels?.[0])) || el
      const box = measured.getBoundingClientRect()
      if (getComputedStyle(measured).visibility === 'hidden') continue
      // Not rendered, or visually hidden until focused (the skip link): not a target to touch.
      if (box.width <= 1 || box.height <= 1) continue
      if (inRunningText(el)) continue
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        found.push({
          target: label(el),
          width: Math.round(box.width),
          height: Math.round(box.height),
        })
      }
    }
    return found
  }, MIN_TARGET_PX)
}
