import { describe, expect, it } from 'vitest'
import { INERT_UNTIL_LIVE_ATTRIBUTE } from '@/components/ui/live'
import { inertUntilLive, samePath } from './prerendered'

describe('inertUntilLive', () => {
  it('makes each form inert, not the controls inside it', () => {
    expect(
      inertUntilLive('<form class="f"><input name="a"/><button type="submit">Send</button></form>'),
    ).toBe(
      `<form ${INERT_UNTIL_LIVE_ATTRIBUTE}="" inert="" class="f"><input name="a"/><button type="submit">Send</button></form>`,
    )
  })

  it('makes controls outside forms inert, after a form has ended too', () => {
    const html = inertUntilLive(
      '<form></form><input type="search"/><select name="s"><option>1</option></select><textarea></textarea><button>B</button>',
    )
    expect(html.match(/inert=""/g)).toHaveLength(5)
    expect(html).toContain(`<button ${INERT_UNTIL_LIVE_ATTRIBUTE}="" inert="">B</button>`)
  })

  it('makes a fieldset outside a form inert as a whole, nested ones included', () => {
    const html = inertUntilLive(
      '<fieldset><legend>Size</legend><input type="radio"/><fieldset><input/></fieldset><input/></fieldset><button>Buy</button>',
    )
    expect(html).toBe(
      `<fieldset ${INERT_UNTIL_LIVE_ATTRIBUTE}="" inert=""><legend>Size</legend><input type="radio"/><fieldset><input/></fieldset><input/></fieldset><button ${INERT_UNTIL_LIVE_ATTRIBUTE}="" inert="">Buy</button>`,
    )
  })

  it('leaves links, other elements and controls that are inert already alone', () => {
    const html =
      '<a href="/x">X</a><div role="button">D</div><button inert="">Hidden slide</button><buttons></buttons>'
    expect(inertUntilLive(html)).toBe(html)
  })
})

describe('samePath', () => {
  it('ignores a trailing slash', () => {
    expect(samePath('/products', '/products/')).toBe(true)
    expect(samePath('/', '/')).toBe(true)
    expect(samePath('/products', '/product')).toBe(false)
  })
})
