// @vitest-environment node
import { afterEach } from 'vitest'
import { t, plural, select } from './macro'
import { activate, activeLocale, i18n } from './runtime'

afterEach(() => activate('en', null))

describe('the translation runtime', () => {
  it('shows a message in English, and in the activated language from its catalog by id', () => {
    expect(i18n._({ id: 'a', m: 'Send' })).toBe('Send')
    activate('hi', { a: 'भेजें' })
    expect(activeLocale()).toBe('hi')
    expect(i18n._({ id: 'a', m: 'Send' })).toBe('भेजें')
    // A message the catalog lacks stays English rather than blank.
    expect(i18n._({ id: 'b', m: 'Close' })).toBe('Close')
  })

  it('fills placeholders and chooses plurals by the language’s own rule', () => {
    const packs = (n: number) =>
      i18n._({
        id: 'p',
        m: [['n', 'plural', { one: ['#', ' pack'], other: ['#', ' packs'] }], ' for ', ['who']],
        values: { n, who: 'Ravi' },
      })
    expect(packs(1)).toBe('1 pack for Ravi')
    expect(packs(0)).toBe('0 packs for Ravi')
    activate('hi', {
      p: [['n', 'plural', { one: ['#', ' पैक'], other: ['#', ' पैकें'] }], ' ', ['who'], ' के लिए'],
    })
    // Hindi's "one" covers 0 and 1.
    expect(packs(0)).toBe('0 पैक Ravi के लिए')
    expect(packs(2)).toBe('2 पैकें Ravi के लिए')
  })

  it('takes an exact case before the plural category, and a select’s case or other', () => {
    const lines = (n: number) =>
      i18n._({
        m: [['n', 'plural', { '=0': ['empty'], one: ['#', ' line'], other: ['#', ' lines'] }]],
        values: { n },
      })
    expect(lines(0)).toBe('empty')
    expect(lines(3)).toBe('3 lines')
    // As Lingui compiles `=0`.
    const compiled = (n: number) =>
      i18n._({ m: [['n', 'plural', { 0: ['none'], other: ['#', ' lines'] }]], values: { n } })
    expect(compiled(0)).toBe('none')
    expect(compiled(2)).toBe('2 lines')
    const kind = (k: string) =>
      i18n._({ m: [['k', 'select', { order: ['Order'], other: ['Message'] }]], values: { k } })
    expect(kind('order')).toBe('Order')
    expect(kind('job')).toBe('Message')
  })
})

describe('the macros where nothing compiles them (Node tools and browser tests)', () => {
  it('give the English', () => {
    const name = 'Toor dal'
    expect(t`Pack of ${name}`).toBe('Pack of Toor dal')
    expect(t({ message: 'Close' })).toBe('Close')
    expect(plural(1, { one: '# pack', other: '# packs' })).toBe('1 pack')
    expect(plural(4, { one: '# pack', other: '# packs' })).toBe('4 packs')
    expect(select('order', { order: 'Order', other: 'Message' })).toBe('Order')
  })
})
