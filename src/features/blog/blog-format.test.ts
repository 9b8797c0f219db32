// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatBlogDate, isoDate, newestFirst, postLanguage, splitParagraphs } from './blog-format'

describe('splitParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('First line\nstill first\n\nSecond\r\n\r\nThird')).toEqual([
      'First line\nstill first',
      'Second',
      'Third',
    ])
  })

  it('ignores runs of blank lines and whitespace-only lines', () => {
    expect(splitParagraphs('\n\nOne\n  \n\n\t\nTwo\n\n')).toEqual(['One', 'Two'])
    expect(splitParagraphs('   ')).toEqual([])
  })

  it('keeps markup as plain text', () => {
    expect(splitParagraphs('<script>alert(1)</script>\n\nok')).toEqual([
      '<script>alert(1)</script>',
      'ok',
    ])
  })
})

describe('formatBlogDate', () => {
  it('formats ISO dates in en-IN with the full month', () => {
    expect(formatBlogDate('2025-03-04')).toBe('4 March 2025')
    expect(formatBlogDate('2024-12-31')).toBe('31 December 2024')
  })

  it('shows other text unchanged', () => {
    expect(formatBlogDate('Spring 2025')).toBe('Spring 2025')
    expect(formatBlogDate('2025-13-01')).toBe('2025-13-01')
    expect(isoDate('2025-02-29')).toBeNull()
  })
})

describe('newestFirst', () => {
  it('orders by createdAt descending without touching the input', () => {
    const items = [
      { id: 'a', createdAt: new Date('2025-01-01') },
      { id: 'c', createdAt: new Date('2025-03-01') },
      { id: 'b', createdAt: new Date('2025-02-01') },
    ]
    expect(newestFirst(items).map((i) => i.id)).toEqual(['c', 'b', 'a'])
    expect(items.map((i) => i.id)).toEqual(['a', 'c', 'b'])
  })
})

describe('postLanguage', () => {
  it('reads a post as English unless it says it is Hindi', () => {
    expect(postLanguage({ title: 'Storing pulses' })).toBe('en')
    expect(postLanguage({ title: 'Storing pulses', language: 'fr' })).toBe('en')
    expect(postLanguage({ title: 'दाल का भंडारण', language: 'hi' })).toBe('hi')
  })
})
