// Relative paths: the rules' tooling and the local stack read this file under tsx, without the
// app's aliases.
import { activeLocale } from '../i18n/runtime.ts'
import type { Locale } from '../../config/locales.ts'

/**
 * GST state codes (the first two digits of a GSTIN) and their names, as the GST portal lists
 * them: 01–38 and 97 ("Other Territory"). 25 and 28 are legacy codes that old registrations
 * still carry.
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
}

export function stateName(code: string): string | null {
  return Object.hasOwn(GST_STATES, code) ? (GST_STATES[code] ?? null) : null
}

/**
 * The same states' names in Hindi, as Hindi pages show them (GST_STATES stays the record's and
 * the rules' spelling).
 */
export const GST_STATES_HINDI: Readonly<Record<string, string>> = {
  '01': 'जम्मू और कश्मीर',
  '02': 'हिमाचल प्रदेश',
  '03': 'पंजाब',
  '04': 'चंडीगढ़',
  '05': 'उत्तराखंड',
  '06': 'हरियाणा',
  '07': 'दिल्ली',
  '08': 'राजस्थान',
  '09': 'उत्तर प्रदेश',
  '10': 'बिहार',
  '11': 'सिक्किम',
  '12': 'अरुणाचल प्रदेश',
  '13': 'नागालैंड',
  '14': 'मणिपुर',
  '15': 'मिज़ोरम',
  '16': 'त्रिपुरा',
  '17': 'मेघालय',
  '18': 'असम',
  '19': 'पश्चिम बंगाल',
  '20': 'झारखंड',
  '21': 'ओडिशा',
  '22': 'छत्तीसगढ़',
  '23': 'मध्य प्रदेश',
  '24': 'गुजरात',
  '25': 'दमन और दीव',
  '26': 'दादरा और नगर हवेली और दमन और दीव',
  '27': 'महाराष्ट्र',
  '28': 'आंध्र प्रदेश (विभाजन से पहले)',
  '29': 'कर्नाटक',
  '30': 'गोवा',
  '31': 'लक्षद्वीप',
  '32': 'केरल',
  '33': 'तमिलनाडु',
  '34': 'पुडुचेरी',
  '35': 'अंडमान और निकोबार द्वीपसमूह',
  '36': 'तेलंगाना',
  '37': 'आंध्र प्रदेश',
  '38': 'लद्दाख',
  '97': 'अन्य क्षेत्र',
}

/** A state's name in `locale`: its Hindi name for 'hi', the GST portal's otherwise; null for no state. */
export function stateNameIn(code: string, locale: Locale): string | null {
  if (locale === 'hi' && Object.hasOwn(GST_STATES_HINDI, code))
    return GST_STATES_HINDI[code] ?? null
  return stateName(code)
}

/** A state's name as the page shows it, in the page's language; null when the code is no state's. */
export function shownStateName(code: string): string | null {
  return stateNameIn(code, activeLocale())
}

/** The state of a GSTIN (its first two digits) as the page names it, or `fallback` if unknown. */
export function shownGstinState(gstin: string, fallback: string): string {
  return shownStateName(gstin.slice(0, 2)) ?? fallback
}
