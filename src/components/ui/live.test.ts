import { describe, expect, it } from 'vitest'
import { INERT_UNTIL_LIVE_ATTRIBUTE, makeLive, NOT_YET_LIVE_ATTRIBUTE } from './live'

const INERT = `${INERT_UNTIL_LIVE_ATTRIBUTE}="" inert=""`

/** A prerendered page's #root: its controls made inert as the prerender makes them. */
const prerendered = (html: string) => {
  const root = document.createElement('div')
  root.setAttribute(NOT_YET_LIVE_ATTRIBUTE, '')
  root.innerHTML = html.replace(/<(form|button)>/g, `<$1 ${INERT}>`)
  return root
}

describe('makeLive', () => {
  it('lifts the marked inert, keeps inert the app set, and marks the page live', () => {
    const root = prerendered('<form><input/></form><button>A</button><button inert="">B</button>')
    makeLive(root)
    expect(root.hasAttribute(NOT_YET_LIVE_ATTRIBUTE)).toBe(false)
    expect(root.querySelectorAll('[inert]')).toHaveLength(1)
    expect(root.querySelector('[inert]')?.textContent).toBe('B')
    expect(root.querySelector(`[${INERT_UNTIL_LIVE_ATTRIBUTE}]`)).toBeNull()
  })

  it('leaves a part taken over later inert until that part is made live', () => {
    const root = prerendered(
      `<button>Page</button><div ${NOT_YET_LIVE_ATTRIBUTE}=""><section><button>Part</button></section></div>`,
    )
    makeLive(root)
    const part = root.querySelector<HTMLElement>(`[${NOT_YET_LIVE_ATTRIBUTE}]`)!
    expect(root.querySelector('[inert]')?.textContent).toBe('Part')
    makeLive(part)
    expect(root.querySelector('[inert]')).toBeNull()
    expect(root.querySelector(`[${NOT_YET_LIVE_ATTRIBUTE}]`)).toBeNull()
  })

  it('makes a part live first when it is taken over before the page', () => {
    const root = prerendered(
      `<button>Page</button><div ${NOT_YET_LIVE_ATTRIBUTE}=""><button>Part</button></div>`,
    )
    makeLive(root.querySelector<HTMLElement>(`[${NOT_YET_LIVE_ATTRIBUTE}]`)!)
    expect(root.querySelector('[inert]')?.textContent).toBe('Page')
    makeLive(root)
    expect(root.querySelector('[inert]')).toBeNull()
  })
})
