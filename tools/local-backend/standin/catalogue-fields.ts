/**
 * The stand-in's copy of the catalogue's documents as firestore.rules accept them from the trade
 * desk: the record types of src/lib/schema.ts within CATALOGUE_LIMITS (src/lib/desk-schema.ts), each field measured the way
 * the rules engine measures it. Checked against the emulator by tools/firestore-rules/.
 */
import { isGstRate } from '../../../src/config/constants'
import { FIELD_LIMITS } from '../../../src/config/field-rules'
import {
  COLLECTIONS,
  PACK_SIZES,
  PRODUCT_CATEGORIES,
  type CollectionName,
} from '../../../src/lib/schema'
import {
  CATALOGUE_LIMITS,
  DEVANAGARI_PATTERN,
  IMAGE_PATH_PATTERN,
  SITE_PATH_PATTERN,
  INDIA_BOUNDS,
  ISO_DATE_PATTERN,
  PRICE_MAX,
} from '../../../src/lib/desk-schema'
import type { Fields, Value } from '../firestore-values'
import type { AccessRequest } from './rules'
import { RE2_SPACE, ruleSize, WEB_URL } from './rules-strings'
import { isText, numberOf, stringOf } from './rules-values'

type Validator = (data: Fields, request: AccessRequest) => boolean

/** Every key of `required` present, and none but those and `optional`. */
function hasKeys(data: Fields, required: readonly string[], optional: readonly string[] = []) {
  const present = Object.keys(data)
  return (
    required.every((key) => present.includes(key)) &&
    present.every((key) => required.includes(key) || optional.includes(key))
  )
}

const SIGNATURE = ['updatedBy', 'updatedAt']

/** A field the document may leave out: absent, or valid. */
const optional = (value: Value | undefined, valid: (value: Value) => boolean) =>
  value === undefined || valid(value)

const isImagePath = (value: Value | undefined) => IMAGE_PATH_PATTERN.test(stringOf(value) ?? '')

const isDate = (value: Value | undefined) => ISO_DATE_PATTERN.test(stringOf(value) ?? '')

/** A number from min to max; anything else (the rules cannot compare it) fails. */
function isNumberIn(value: Value | undefined, min: number, max: number): boolean {
  const number = numberOf(value)
  return number !== undefined && number >= min && number <= max
}

/**
 * The rules' isTextList: at most `items` texts of 1 to `max` characters, none holding a line
 * break. The rules' pattern counts characters as RE2 does, whole code points (an emoji is one),
 * unlike size(); so does this one, with the `u` flag.
 */
function isTextList(value: Value | undefined, [items, max]: readonly [number, number]): boolean {
  if (value === undefined || !('arrayValue' in value)) return false
  const list = value.arrayValue.values ?? []
  const item = new RegExp(`^[^\\n]{1,${max}}$`, 'u')
  return list.length <= items && list.every((text) => item.test(stringOf(text) ?? ''))
}

function isPriceMap(value: Value | undefined): boolean {
  if (value === undefined || !('mapValue' in value)) return false
  const prices = value.mapValue.fields ?? {}
  return Object.entries(prices).every(
    ([size, price]) =>
      (PACK_SIZES as readonly string[]).includes(size) && isNumberIn(price, 0, PRICE_MAX),
  )
}

/**
 * The rules' isVideoUrl: https, on a host of YouTube or Vimeo that the blog embeds from, without
 * RE2's `\s`, case folded as RE2 folds (Unicode's, as JavaScript's `u` flag does).
 */
const VIDEO_URL = new RegExp(
  '^https://((www[.]|m[.])?youtube[.]com|youtu[.]be|(www[.])?youtube-nocookie[.]com' +
    `|(www[.]|player[.])?vimeo[.]com)/[^${RE2_SPACE}]*$`,
  'iu',
)

/** '' or a text matching `pattern` of at most FIELD_LIMITS.url characters. */
function isEmptyOrUrl(value: Value | undefined, pattern: RegExp): boolean {
  const url = stringOf(value)
  return url === '' || (url !== undefined && pattern.test(url) && ruleSize(url) <= FIELD_LIMITS.url)
}

/** Whether the rules' exists() finds `collection/id`, for an id given as text of 1 to `max`. */
function isStored(
  value: Value | undefined,
  max: number,
  collection: string,
  request: AccessRequest,
) {
  const id = stringOf(value)
  return isText(value, 1, max) && id !== undefined && request.read?.(collection, id) !== undefined
}

const P = CATALOGUE_LIMITS.products
const HSN = new RegExp(`^[0-9]{${P.hsnDigits[0]},${P.hsnDigits[1]}}$`)

/** The rules' isHindiName: within its bounds, with a character of Devanagari anywhere in it. */
const isHindiName = (value: Value) =>
  isText(value, ...P.hindiName) && DEVANAGARI_PATTERN.test(stringOf(value) ?? '')

const isProduct: Validator = (data) =>
  hasKeys(
    data,
    ['product', 'image', 'prices', ...SIGNATURE],
    ['hindiName', 'category', 'aliases', 'hsn', 'gstRate', 'minOrderKg'],
  ) &&
  isText(data.product, 1, P.product) &&
  optional(data.hindiName, isHindiName) &&
  isImagePath(data.image) &&
  isPriceMap(data.prices) &&
  optional(data.category, (category) =>
    (PRODUCT_CATEGORIES as readonly (string | undefined)[]).includes(stringOf(category)),
  ) &&
  optional(data.aliases, (aliases) => isTextList(aliases, P.aliases)) &&
  optional(data.hsn, (hsn) => HSN.test(stringOf(hsn) ?? '')) &&
  optional(data.gstRate, (rate) => isGstRate(numberOf(rate))) &&
  optional(data.minOrderKg, (kg) => {
    const value = numberOf(kg)
    return value !== undefined && value > 0 && value <= P.minOrderKg
  })

const F = CATALOGUE_LIMITS.featuredProducts
const isFeaturedProduct: Validator = (data, request) =>
  hasKeys(data, ['name', 'description', 'image', 'productId', 'features', ...SIGNATURE]) &&
  isText(data.name, 1, F.name) &&
  isText(data.description, 1, F.description) &&
  isImagePath(data.image) &&
  isStored(data.productId, F.productId, COLLECTIONS.products, request) &&
  isTextList(data.features, F.features)

const B = CATALOGUE_LIMITS.blogPosts
const BLOG_POST_KEYS = [
  'title',
  'date',
  'readTime',
  'shortDescription',
  'description',
  'imageUrl',
  'videoUrl',
  'authorAdvice',
  'viewPostLink',
  'createdAt',
  ...SIGNATURE,
]
const isBlogPost: Validator = (data) =>
  hasKeys(data, BLOG_POST_KEYS) &&
  isText(data.title, 1, B.title) &&
  isDate(data.date) &&
  isText(data.readTime, 1, B.readTime) &&
  isText(data.shortDescription, 1, B.shortDescription) &&
  isText(data.description, 1, B.description) &&
  isImagePath(data.imageUrl) &&
  isEmptyOrUrl(data.videoUrl, VIDEO_URL) &&
  isText(data.authorAdvice, 0, B.authorAdvice) &&
  (isEmptyOrUrl(data.viewPostLink, WEB_URL) ||
    SITE_PATH_PATTERN.test(stringOf(data.viewPostLink) ?? ''))

const S = CATALOGUE_LIMITS.blogShortPosts
const BLOG_SHORT_POST_KEYS = [
  'title',
  'date',
  'readTime',
  'shortDescription',
  'imageUrl',
  'postId',
  'createdAt',
  ...SIGNATURE,
]
const isBlogShortPost: Validator = (data, request) =>
  hasKeys(data, BLOG_SHORT_POST_KEYS) &&
  isText(data.title, 1, S.title) &&
  isDate(data.date) &&
  isText(data.readTime, 1, S.readTime) &&
  isText(data.shortDescription, 1, S.shortDescription) &&
  isImagePath(data.imageUrl) &&
  isStored(data.postId, S.postId, COLLECTIONS.blogPosts, request)

const J = CATALOGUE_LIMITS.jobListings
const JOB_KEYS = [
  'id',
  'title',
  'department',
  'location',
  'type',
  'experience',
  'postedDate',
  'salary',
  'description',
  'requirements',
  'responsibilities',
  'open',
  'createdAt',
  ...SIGNATURE,
]
const isJobListing: Validator = (data) =>
  hasKeys(data, JOB_KEYS, ['duration', 'reportingTo']) &&
  data.id !== undefined &&
  'integerValue' in data.id &&
  Number(data.id.integerValue) >= 1 &&
  isText(data.title, 1, J.title) &&
  isText(data.department, 1, J.department) &&
  isText(data.location, 1, J.location) &&
  isText(data.type, 1, J.type) &&
  isText(data.experience, 1, J.experience) &&
  isDate(data.postedDate) &&
  isText(data.salary, 1, J.salary) &&
  optional(data.duration, (duration) => isText(duration, 1, J.duration)) &&
  optional(data.reportingTo, (reportingTo) => isText(reportingTo, 1, J.reportingTo)) &&
  isText(data.description, 1, J.description) &&
  isTextList(data.requirements, J.requirements) &&
  isTextList(data.responsibilities, J.responsibilities) &&
  data.open !== undefined &&
  'booleanValue' in data.open

const M = CATALOGUE_LIMITS.maplist
const isRetailer: Validator = (data) =>
  hasKeys(data, ['latitude', 'longitude', ...SIGNATURE], ['name', 'totalAmount']) &&
  isNumberIn(data.latitude, ...INDIA_BOUNDS.latitude) &&
  isNumberIn(data.longitude, ...INDIA_BOUNDS.longitude) &&
  optional(data.name, (name) => isText(name, 1, M.name)) &&
  optional(data.totalAmount, (amount) => isNumberIn(amount, 0, M.totalAmount))

/** Each catalogue collection's document, whole, as the desk may leave it. */
export const IS_VALID_CATALOGUE_DOCUMENT: Partial<Record<CollectionName, Validator>> = {
  [COLLECTIONS.products]: isProduct,
  [COLLECTIONS.featuredProducts]: isFeaturedProduct,
  [COLLECTIONS.blogPosts]: isBlogPost,
  [COLLECTIONS.blogShortPosts]: isBlogShortPost,
  [COLLECTIONS.jobListings]: isJobListing,
  [COLLECTIONS.maplist]: isRetailer,
}
