// @vitest-environment node
import { offeredLanguage } from './language-choice-offer'

describe('the language offered', () => {
  it('offers the chosen language when it is not the page’s, and Hindi to a browser asking for it', () => {
    expect(offeredLanguage('en', null, ['hi-IN', 'en'])).toBe('hi')
    expect(offeredLanguage('hi', null, ['hi-IN'])).toBeNull()
    // A Hindi page is not second-guessed by a browser set to English.
    expect(offeredLanguage('hi', null, ['en-IN', 'hi'])).toBeNull()
    expect(offeredLanguage('en', 'en', ['hi-IN'])).toBeNull()
    expect(offeredLanguage('hi', 'en', ['hi-IN'])).toBe('en')
    expect(offeredLanguage('en', null, ['fr'])).toBeNull()
  })
})
