import { saveLanguageChoice } from '@/lib/storage/language-choice'
import { browserLanguage, offeredLanguage, readLanguageChoice } from './language-choice-offer'

afterEach(() => window.localStorage.clear())

describe('the reader’s language', () => {
  it('keeps the choice made on this device, and ignores anything else stored there', () => {
    expect(readLanguageChoice()).toBeNull()
    saveLanguageChoice('hi')
    expect(readLanguageChoice()).toBe('hi')
    window.localStorage.setItem('sf_locale', 'fr')
    expect(readLanguageChoice()).toBeNull()
  })
})

describe('the language offered', () => {
  it('reads the first of the site’s languages the browser asks for', () => {
    expect(browserLanguage(['hi-IN', 'en-IN'])).toBe('hi')
    expect(browserLanguage(['fr', 'en-GB', 'hi'])).toBe('en')
    expect(browserLanguage(['mr-IN', 'HI'])).toBe('hi')
    expect(browserLanguage(['fr'])).toBeNull()
  })

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
