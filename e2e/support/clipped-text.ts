import type { Page } from '@playwright/test'

/**
 * Visible elements whose own text is cut off: a box that hides its overflow (or clamps its
 * lines) with words that do not fit in it. Devanagari's marks above and below the line make its
 * lines taller than Latin ones, so a height made for English can clip them. Boxes that only
 * truncate on purpose with an ellipsis (`text-overflow: ellipsis`, line clamps) are left out:
 * they show that they cut.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = []
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element)
      const hides = /hidden|clip/.test(style.overflowY) || /hidden|clip/.test(style.overflowX)
      if (!hides || style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue
      if (element.getClientRects().length === 0 || style.visibility === 'hidden') continue
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      if (!ownText) continue
      // The sr-only pattern: a 1 px box meant to be read out, not seen.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue
      const over =
        element.scrollHeight - element.clientHeight > 1 ||
        element.scrollWidth - element.clientWidth > 1
      if (over) clipped.push(`${element.localName}: ${element.textContent?.trim().slice(0, 60)}`)
    }
    return clipped
  })
}
