/**
 * What the engine smoke looks for in a page, and the function that finds it there. Both engines'
 * drivers run `locate` inside the page (each serialises it as its source text), so it refers to
 * nothing outside itself: the same lookup in Firefox and WebKit, by role and accessible name as a
 * person reads the page rather than by CSS class.
 */

export type Role =
  | 'alert'
  | 'article'
  | 'banner'
  | 'button'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'main'
  | 'region'
  | 'status'

export interface Query {
  /** The element's role (from its tag, or its role attribute). */
  role?: Role
  /** Its accessible name: the whole name, or its start with `prefix`. */
  name?: string
  prefix?: boolean
  /** A form control, by the text of its label (an asterisk marking it required aside). */
  label?: string
  /** An element whose text is exactly this (the innermost one). */
  text?: string
  /** Only inside the first element this query finds. */
  within?: Query
}

/**
 * The first element matching `query` that is rendered (has a box, not visibility: hidden), or
 * null. With `actionable`, also one a person could use now: not inert (the prerendered page's
 * controls are, until the app is live) and not disabled.
 */
export function locate(query: Query, actionable: boolean): Element | null {
  const ROLES: Record<string, string> = {
    alert: '[role="alert"]',
    article: 'article,[role="article"]',
    banner: 'header,[role="banner"]',
    button: 'button,[role="button"],input[type="submit"],input[type="button"]',
    dialog: 'dialog,[role="dialog"],[role="alertdialog"]',
    heading: 'h1,h2,h3,h4,h5,h6,[role="heading"]',
    link: 'a[href],[role="link"]',
    main: 'main,[role="main"]',
    region: 'section[aria-label],section[aria-labelledby],[role="region"]',
    status: '[role="status"],output',
  }
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim()
  /** Text as read out: what aria-hidden hides is left out. */
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
    return [...node.childNodes].map(textOf).join('')
  }
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .map((element) => (element ? textOf(element) : ''))
      .join(' ')
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label')
    if (label) return normal(label)
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) return normal(byIds(labelledBy))
    const labels = (element as HTMLInputElement).labels
    if (labels && labels.length > 0) return normal([...labels].map(textOf).join(' '))
    if (element instanceof HTMLInputElement) return normal(element.value)
    return normal(textOf(element))
  }
  const rendered = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const usable = (element: Element) =>
    !element.closest('[inert]') && !(element as HTMLButtonElement).disabled
  const named = (element: Element, name: string) => {
    const own = nameOf(element)
    return query.prefix ? own.startsWith(name) : own === name
  }
  const labelled = (scope: ParentNode, label: string): Element[] => {
    const wanted = normal(label)
    const fromLabels = [...scope.querySelectorAll('label')]
      .filter((element) => normal(textOf(element)).replace(/\s*\*$/, '') === wanted)
      .map((element) => element.control)
      .filter((control): control is HTMLElement => control !== null)
    const fromAria = [...scope.querySelectorAll('[aria-label],[aria-labelledby]')].filter(
      (element) => element.matches('input,select,textarea') && nameOf(element) === wanted,
    )
    return [...fromLabels, ...fromAria]
  }
  const withText = (scope: ParentNode, text: string): Element[] => {
    const wanted = normal(text)
    const all = [...scope.querySelectorAll('*')].filter((el) => normal(textOf(el)) === wanted)
    return all.filter(
      (element) => !all.some((other) => other !== element && element.contains(other)),
    )
  }

  let scope: ParentNode = document
  if (query.within) {
    const outer = locate(query.within, false)
    if (!outer) return null
    scope = outer
  }
  let found: Element[]
  if (query.label !== undefined) found = labelled(scope, query.label)
  else if (query.text !== undefined) found = withText(scope, query.text)
  else found = [...scope.querySelectorAll(ROLES[query.role ?? ''] ?? '*')]
  if (query.role && query.label === undefined && query.text === undefined) {
    found = found.filter((element) => query.name === undefined || named(element, query.name))
  }
  return found.find((element) => rendered(element) && (!actionable || usable(element))) ?? null
}

/**
 * Scrolls `element` to the middle of the view at once, then says whether it can be clicked: its
 * box held still over two frames (no scroll or animation is moving it) and a click at its centre
 * reaches it, not something over it. A pointer's click lands where the element was when the
 * driver measured it; one that had moved since would land on its neighbour.
 */
export async function readyForClick(element: Element): Promise<boolean> {
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const box = () => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return { x, y, width, height, key: `${x},${y},${width},${height}` }
  }
  const before = box().key
  await frame()
  await frame()
  const after = box()
  if (after.key !== before) return false
  const hit = document.elementFromPoint(after.x + after.width / 2, after.y + after.height / 2)
  return hit !== null && (hit === element || element.contains(hit))
}

/**
 * Arms a check that the next click reaches `element` (or something in it): clickArrived says
 * whether one did. The page's layout can move between the driver measuring the element and its
 * pointer arriving (a part of the page loaded or resized in between), sending the click to a
 * neighbour; the click is then made again, as Playwright does when its target was not hit.
 */
export function armClickCheck(element: Element): boolean {
  const page = window as unknown as { engineClicks?: WeakSet<Element> }
  page.engineClicks ??= new WeakSet()
  page.engineClicks.delete(element)
  const clicks = page.engineClicks
  element.addEventListener('click', () => clicks.add(element), { capture: true, once: true })
  return true
}

export function clickArrived(element: Element): boolean {
  const page = window as unknown as { engineClicks?: WeakSet<Element> }
  return page.engineClicks?.has(element) ?? false
}
