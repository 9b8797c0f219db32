/**
 * Sample buyers and applicants: a name (now and then in Devanagari), an e-mail address, a phone
 * number written the many ways Indians write one, and for a buyer a firm, a GSTIN whose check
 * character is right and the state its code names, and where the goods go.
 */
import { gstinCheckCharacter } from '../../src/lib/util/gstin.ts'
import { stateName } from '../../src/lib/util/gst-states.ts'
import type { Random } from './random.ts'
import {
  FAMILY_FIRMS,
  FIRST_NAMES,
  MAIL_DOMAINS,
  OTHER_FIRMS,
  STATES,
  STREETS,
  SURNAMES,
  type Town,
} from './sample-people.ts'

export interface Person {
  /** As the form was filled in: Latin letters, or Devanagari. */
  name: string
  /** The name in Latin letters, for addresses and links. */
  latin: { first: string; surname: string }
  email: string
  phone: string
}

export interface Buyer extends Person {
  /** The uid of the buyer's account (Auth's 28 letters and digits). */
  uid: string
  /** '' when the buyer gave none. */
  company: string
  gstin: string
  gstState: string
  town: Town
  /** The account's saved address with its PIN code, '' when none was saved. */
  address: string
}

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'

/** Share of people who type their name in Devanagari. */
const DEVANAGARI_SHARE = 0.12

export function sampleUid(random: Random): string {
  return random.token(28, UID_ALPHABET)
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** A ten-digit mobile number, or a landline of `town`, in one of the ways people write them. */
export function samplePhone(random: Random, town: Town): string {
  if (random.chance(0.1)) {
    const local = random.token(10 - (town.std.length - 1), DIGITS).replace(/^[01]/, '2')
    const cut = Math.ceil(local.length / 2)
    switch (random.int(0, 2)) {
      case 0:
        return `${town.std} ${local.slice(0, cut)} ${local.slice(cut)}`
      case 1:
        return `${town.std}-${local}`
      default:
        return `${town.std.slice(1)}-${local}`
    }
  }
  const lead = random.weighted({ '9': 45, '8': 25, '7': 25, '6': 5 })
  const mobile = `${lead}${random.token(9, DIGITS)}`
  const [a, b] = [mobile.slice(0, 5), mobile.slice(5)]
  return random.pick([
    `+91 ${a} ${b}`,
    `+91-${mobile}`,
    `+91${mobile}`,
    `0${a}-${b}`,
    `0${mobile}`,
    mobile,
    `${a} ${b}`,
    `${a}-${b}`,
  ])
}

/**
 * A GSTIN of state `code`: the holder's PAN (three letters, the holder's kind, the initial of the
 * name it is registered under, four digits, a letter), the registration's number in the state,
 * Z, and the check character gstinCheckCharacter gives.
 */
export function sampleGstin(random: Random, code: string, initial: string): string {
  const kind = random.weighted({ P: 50, F: 35, C: 10, H: 5 })
  const letter = /^[A-Z]$/.test(initial) ? initial : random.pick([...UPPER])
  const pan = `${random.token(3, UPPER)}${kind}${letter}${random.token(4, DIGITS)}${random.token(1, UPPER)}`
  const body = `${code}${pan}${random.chance(0.9) ? '1' : '2'}Z`
  const check = gstinCheckCharacter(body)
  if (check === null) throw new Error(`no check character for ${body}`)
  return body + check
}

function sampleEmail(random: Random, first: string, surname: string, company: string): string {
  const domain = random.weighted(MAIL_DOMAINS)
  const firm = slug(company)
  const roll = random.next()
  if (firm !== '' && roll < 0.3) {
    return random.chance(0.5) ? `${firm}@${domain}` : `info@${firm}.example`
  }
  const [f, s] = [slug(first), slug(surname)]
  return roll < 0.75
    ? `${f}.${s}${random.chance(0.5) ? random.int(1, 99) : ''}@${domain}`
    : `${f}${s}${random.int(1970, 2005)}@${domain}`
}

interface SampleName {
  first: string
  surname: string
  /** As the form was filled in. */
  shown: string
}

function sampleName(random: Random): SampleName {
  const [first, firstDevanagari] = random.pick(FIRST_NAMES)
  const [surname, surnameDevanagari] = random.pick(SURNAMES)
  const shown = random.chance(DEVANAGARI_SHARE)
    ? `${firstDevanagari} ${surnameDevanagari}`
    : `${first} ${surname}`
  return { first, surname, shown }
}

function personNamed(random: Random, town: Town, name: SampleName, company: string): Person {
  return {
    name: name.shown,
    latin: { first: name.first, surname: name.surname },
    email: sampleEmail(random, name.first, name.surname, company),
    phone: samplePhone(random, town),
  }
}

/** Someone filling in a form from `town`. */
export function samplePerson(random: Random, town: Town): Person {
  return personNamed(random, town, sampleName(random), '')
}

export function sampleCode(random: Random): string {
  return random.weighted(
    Object.fromEntries(Object.entries(STATES).map(([code, { weight }]) => [code, weight])),
  )
}

export function sampleTown(random: Random, code: string): Town {
  const state = STATES[code]
  if (!state) throw new Error(`no sample towns for GST state ${code}`)
  return random.pick(state.towns)
}

/** A PIN code of `town`. */
export function samplePin(random: Random, town: Town): string {
  return `${town.pin}${random.int(1, 9)}`
}

export function sampleAddress(random: Random, town: Town): string {
  return `Shop ${random.int(1, 250)}, ${random.pick(STREETS)}, ${town.name}, ${samplePin(random, town)}`
}

export function sampleBuyer(random: Random): Buyer {
  const code = sampleCode(random)
  const town = sampleTown(random, code)
  const name = sampleName(random)
  // A family's firm carries its name: Rajesh Agarwal of Agarwal Traders.
  const company = random.chance(0.15)
    ? ''
    : random.chance(0.55)
      ? random.pick(FAMILY_FIRMS).replace('{s}', name.surname)
      : random.pick(OTHER_FIRMS)
  const person = personNamed(random, town, name, company)
  const registeredAs = company === '' || !/^[A-Z]/.test(company) ? person.latin.surname : company
  const gstState = stateName(code)
  if (gstState === null) throw new Error(`${code} is not a GST state code`)
  return {
    ...person,
    uid: sampleUid(random),
    company,
    gstin: sampleGstin(random, code, registeredAs.charAt(0)),
    gstState,
    town,
    address: random.chance(0.6) ? sampleAddress(random, town) : '',
  }
}
