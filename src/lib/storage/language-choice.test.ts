import { browserLanguage, readLanguageChoice, saveLanguageChoice } from './language-choice'

afterEach(() => window.localStorage.clear())

describe('the reader’s language', () => {
  it('keeps the choice made on this device, and ignores anything else stored there', () => {
    expect(readLanguageChoice()).toBeNull()
    saveLanguageChoice('hi')
    expect(readLanguageChoice()).toBe('hi')
    window.localStorage.setItem('sf_locale', 'fr')
    expect(readLanguageChoice()).toBeNull()
  })

  it('reads the first of the site’s languages the browser asks for', () => {
    expect(browserLanguage(['hi-IN', 'en-IN'])).toBe('hi')
    expect(browserLanguage(['fr', 'en-GB', 'hi'])).toBe('en')
    expect(browserLanguage(['mr-IN', 'HI'])).toBe('hi')
    expect(browserLanguage(['fr'])).toBeNull()
  })
})
