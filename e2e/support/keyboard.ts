/** Moving through a page with the keyboard alone, as the keyboard journeys do. */
import { expect, type Locator, type Page } from '@playwright/test'

/** Presses `key` (Tab by default) until `target` has focus, failing after `limit` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 150 }: { key?: string; limit?: number } = {},
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/**
 * Tab until `target` has focus, or Shift+Tab when the focus is already past it in the page: the
 * short way round, as a keyboard user would go, rather than through the whole page.
 */
export async function keyTo(page: Page, target: Locator, limit = 150): Promise<void> {
  const past = await target.evaluate((element) => {
    const active = document.activeElement
    if (!active || active === document.body) return false
    return (element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  })
  await tabTo(page, target, { key: past ? 'Shift+Tab' : 'Tab', limit })
}

/** Shift+Tab until `target` has focus. */
export const shiftTabTo = (page: Page, target: Locator, limit = 150) =>
  tabTo(page, target, { key: 'Shift+Tab', limit })

/** Tab to the field labelled `label` (within `scope`) and type `text` into it. */
export async function typeInto(
  page: Page,
  scope: Page | Locator,
  label: string,
  text: string,
): Promise<void> {
  await tabTo(page, scope.getByLabel(label, { exact: true }))
  await page.keyboard.type(text)
}

/**
 * Focus is inside the open modal and stays there while tabbing `steps` times each way. (The page
 * behind a modal <dialog> is inert: Tab cycles through the dialog and the browser's own controls,
 * and while focus is out in the browser's UI the document reports <body>.) Not even a script can
 * move focus behind it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, steps = 8): Promise<void> {
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  const behind = () =>
    page.evaluate(() => {
      const active = document.activeElement
      return active && active !== document.body && !active.closest('dialog[open]')
        ? active.outerHTML.slice(0, 120)
        : null
    })
  for (const key of [
    ...Array<string>(steps).fill('Tab'),
    ...Array<string>(steps).fill('Shift+Tab'),
  ]) {
    await page.keyboard.press(key)
    expect(await behind(), `focus went behind the dialog after ${key}`).toBeNull()
  }
  const moved = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('header a')
    link?.focus()
    return document.activeElement === link
  })
  expect(moved, 'a script moved focus behind the dialog').toBe(false)
}
