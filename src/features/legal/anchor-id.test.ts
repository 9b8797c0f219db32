// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { anchorId } from './anchor-id'

describe('anchorId', () => {
  it('lower-cases and hyphenates words', () => {
    expect(anchorId('Where we deliver')).toBe('where-we-deliver')
  })

  it('drops apostrophes instead of splitting on them', () => {
    expect(anchorId('Children’s privacy')).toBe('childrens-privacy')
    expect(anchorId("Children's privacy")).toBe('childrens-privacy')
  })

  it('spells out ampersands and trims punctuation at the ends', () => {
    expect(anchorId('Grading & sorting!')).toBe('grading-and-sorting')
  })

  it('strips accents', () => {
    expect(anchorId('Café policy')).toBe('cafe-policy')
  })

  it('never returns an empty id', () => {
    expect(anchorId('—')).toBe('section')
  })
})
