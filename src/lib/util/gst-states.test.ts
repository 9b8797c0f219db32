import { describe, expect, it } from 'vitest'
import { showInHindi } from '@/test/locale'
import {
  GST_STATES,
  GST_STATES_HINDI,
  shownGstinState,
  shownStateName,
  stateNameIn,
} from './gst-states'

describe('state names in Hindi', () => {
  it('names every GST state code in Devanagari', () => {
    expect(Object.keys(GST_STATES_HINDI)).toEqual(Object.keys(GST_STATES))
    for (const name of Object.values(GST_STATES_HINDI))
      expect(name).toMatch(/^[\u0900-\u097F ()]+$/)
  })

  it('picks the name by language', () => {
    expect(stateNameIn('08', 'hi')).toBe('राजस्थान')
    expect(stateNameIn('23', 'hi')).toBe('मध्य प्रदेश')
    expect(stateNameIn('09', 'en')).toBe('Uttar Pradesh')
    expect(stateNameIn('99', 'hi')).toBeNull()
    expect(stateNameIn('toString', 'hi')).toBeNull()
  })

  it('shows the page’s language, and a GSTIN’s state or the name kept with it', () => {
    expect(shownStateName('08')).toBe('Rajasthan')
    expect(shownGstinState('08ABCDE1234F1Z5', 'Rajasthan')).toBe('Rajasthan')
    showInHindi()
    expect(shownStateName('09')).toBe('उत्तर प्रदेश')
    expect(shownGstinState('27AAPFU0939F1ZV', 'Maharashtra')).toBe('महाराष्ट्र')
    expect(shownGstinState('99AAPFU0939F1ZV', 'Somewhere')).toBe('Somewhere')
  })
})
