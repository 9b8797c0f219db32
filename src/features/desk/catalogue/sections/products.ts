/**
 * Products: name, category, picture, its name in Hindi and the names traders search for it by,
 * and pack prices.
 */
import { z } from 'zod/mini'
import { GST_RATES, isGstRate, type GstRate } from '@/config/constants'
import { categoryCopy } from '@/components/catalog/category-content'
import { catalogueCopy } from '@/features/desk/catalogue/catalogue-content'
import {
  hindiName,
  imagePath,
  leastOrderKg,
  lines,
  price,
  text,
} from '@/features/desk/catalogue/record-fields'
import {
  PACK_SIZES,
  PRODUCT_CATEGORIES,
  type PackSize,
  type PriceMap,
  type ProductCategory,
} from '@/lib/schema'
import { CATALOGUE_LIMITS, PRICE_MAX } from '@/lib/desk-schema'
import { formatRupees } from '@/lib/util/pricing'
import {
  byText,
  documentsOf,
  linesOf,
  mapOf,
  textOf,
  usedValues,
  type FieldSpec,
  type SectionSpec,
} from './section'

const limits = CATALOGUE_LIMITS.products
const { fields: label, hints, facts } = catalogueCopy

type PriceField = `price-${PackSize}`
const priceField = (size: PackSize): PriceField => `price-${size}`

const isCategory = (value: string): value is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value)

/** A category of PRODUCT_CATEGORIES, or none (''): the site then files it by its name. */
const category = z.pipe(
  z
    .string()
    .check(z.refine((value) => value === '' || isCategory(value), catalogueCopy.errors.category)),
  z.transform((value) => (isCategory(value) ? value : undefined)),
)

/** Empty, or an HSN code of 4 to 8 digits. */
const [fewestDigits, mostDigits] = limits.hsnDigits
const hsnPattern = new RegExp(`^(|[0-9]{${fewestDigits},${mostDigits}})$`)
const hsn = z.string().check(z.trim(), z.regex(hsnPattern, catalogueCopy.errors.hsn))

/** A rate of GST_RATES, or none (''). */
const gstRate = z.pipe(
  z
    .string()
    .check(
      z.refine((value) => value === '' || isGstRate(Number(value)), catalogueCopy.errors.gstRate),
    ),
  z.transform((value) => (value === '' ? undefined : (Number(value) as GstRate))),
)

const priceFields = Object.fromEntries(
  PACK_SIZES.map((size) => [priceField(size), price(PRICE_MAX)]),
) as Record<PriceField, ReturnType<typeof price>>

const productForm = z.object({
  product: text(limits.product),
  category,
  image: imagePath,
  hindiName: hindiName(limits.hindiName),
  aliases: lines(limits.aliases),
  hsn,
  gstRate,
  minOrderKg: leastOrderKg(limits.minOrderKg),
  ...priceFields,
})

/** The sizes with a price, at that price. */
function storedPrices(data: Record<string, unknown>): [PackSize, number][] {
  const prices = mapOf(data, 'prices')
  return PACK_SIZES.flatMap((size) => {
    const value = prices?.[size]
    return typeof value === 'number' ? [[size, value] as [PackSize, number]] : []
  })
}

export const productsSection: SectionSpec<'products'> = {
  key: 'products',
  uses: [],
  fields: (context) => [
    { name: 'product', label: label.product, kind: 'text' },
    {
      name: 'category',
      label: label.category,
      kind: 'select',
      options: [
        { value: '', label: label.noCategory },
        ...PRODUCT_CATEGORIES.map((id) => ({ value: id, label: categoryCopy.labels[id] })),
      ],
    },
    {
      name: 'image',
      label: label.image,
      kind: 'image',
      hint: hints.image,
      suggestions: usedValues(documentsOf(context, 'products'), 'image'),
      wide: true,
    },
    {
      name: 'hindiName',
      label: label.hindiName,
      kind: 'text',
      lang: 'hi',
      hint: hints.hindiName,
      wide: true,
    },
    { name: 'aliases', label: label.aliases, kind: 'lines', hint: hints.aliases, wide: true },
    { name: 'hsn', label: label.hsn, kind: 'text', inputMode: 'decimal', hint: hints.hsn },
    {
      name: 'gstRate',
      label: label.gstRate,
      kind: 'select',
      hint: hints.gstRate,
      options: [
        { value: '', label: label.noGstRate },
        ...GST_RATES.map((rate) => ({ value: String(rate), label: label.gstRateOption(rate) })),
      ],
    },
    {
      name: 'minOrderKg',
      label: label.minOrderKg,
      kind: 'text',
      inputMode: 'decimal',
      hint: hints.minOrderKg,
    },
    ...PACK_SIZES.map((size): FieldSpec => ({
      name: priceField(size),
      label: label.price(size),
      kind: 'text',
      inputMode: 'decimal',
      hint: hints.price,
    })),
  ],
  values: (data) => ({
    product: textOf(data, 'product'),
    category: textOf(data, 'category'),
    image: textOf(data, 'image'),
    hindiName: textOf(data, 'hindiName'),
    aliases: linesOf(data, 'aliases'),
    hsn: textOf(data, 'hsn'),
    gstRate: textOf(data, 'gstRate'),
    minOrderKg: textOf(data, 'minOrderKg'),
    ...Object.fromEntries(
      PACK_SIZES.map((size) => [priceField(size), textOf(mapOf(data, 'prices'), size)]),
    ),
  }),
  schema: () =>
    z.pipe(
      productForm,
      z.transform((form) => ({
        product: form.product,
        image: form.image,
        prices: Object.fromEntries(
          PACK_SIZES.flatMap((size) => {
            const value = form[priceField(size)]
            return value === undefined ? [] : [[size, value]]
          }),
        ) as PriceMap,
        ...(form.hindiName ? { hindiName: form.hindiName } : {}),
        ...(form.category ? { category: form.category } : {}),
        ...(form.aliases.length > 0 ? { aliases: form.aliases } : {}),
        ...(form.hsn ? { hsn: form.hsn } : {}),
        ...(form.gstRate === undefined ? {} : { gstRate: form.gstRate }),
        ...(form.minOrderKg === undefined ? {} : { minOrderKg: form.minOrderKg }),
      })),
    ),
  summary: (data) => {
    const filed = textOf(data, 'category')
    const priced = storedPrices(data).filter(([, value]) => value > 0)
    const aliases = linesOf(data, 'aliases')
    const [hsnCode, rate, least] = ['hsn', 'gstRate', 'minOrderKg'].map((key) => textOf(data, key))
    const hindi = textOf(data, 'hindiName')
    return {
      title: textOf(data, 'product'),
      ...(hindi ? { otherName: { text: hindi, lang: 'hi' as const } } : {}),
      facts: [
        isCategory(filed) ? categoryCopy.labels[filed] : facts.filedByName,
        priced.length > 0
          ? priced.map(([size, value]) => `${size} ${formatRupees(value)}`).join(' · ')
          : facts.notPriced,
        ...(aliases ? [aliases.split('\n').join(', ')] : []),
        ...(hsnCode ? [facts.hsn(hsnCode)] : []),
        ...(rate ? [facts.gstRate(rate)] : []),
        ...(least ? [facts.minOrder(least)] : []),
      ],
    }
  },
  compare: byText('product'),
}
