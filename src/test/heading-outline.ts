import { expect } from 'vitest'

/** The level of every h1–h6 inside `root`, in document order. */
export function headingLevels(root: ParentNode): number[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) =>
    Number(heading.tagName.slice(1)),
  )
}

/**
 * A page's outline as a screen reader's heading list reads it: one h1, first, and no level
 * skipped on the way down (an h2 followed by an h4 leaves the h4 without a parent).
 */
export function expectHeadingOutline(root: ParentNode): void {
  const levels = headingLevels(root)
  expect(levels[0], 'the first heading').toBe(1)
  expect(
    levels.filter((level) => level === 1),
    'h1 headings',
  ).toHaveLength(1)
  levels.forEach((level, index) => {
    if (index > 0) {
      expect(level, `heading #${index + 1} after an h${levels[index - 1]}`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      )
    }
  })
}
