/** Featured products: the /products carousel's slides, each naming the product whose prices it shows. */
import { z } from 'zod/mini'
import { catalogueCopy } from '@/features/desk/catalogue/catalogue-content'
import { imagePath, lines, oneOf, text } from '@/features/desk/catalogue/record-fields'
import { CATALOGUE_LIMITS } from '@/lib/desk-schema'
import {
  byText,
  documentsOf,
  linesOf,
  textOf,
  usedValues,
  type DeskContext,
  type SectionSpec,
} from './section'

const limits = CATALOGUE_LIMITS.featuredProducts
const { fields: label, hints, facts } = catalogueCopy

/** The catalogue's products, by name. */
const products = (context: DeskContext) =>
  [...documentsOf(context, 'products')].sort(byText('product'))

export const featuredSection: SectionSpec<'featuredProducts'> = {
  key: 'featuredProducts',
  uses: ['products'],
  fields: (context) => [
    { name: 'name', label: label.name, kind: 'text' },
    {
      name: 'productId',
      label: label.featuredProduct,
      kind: 'select',
      options: [
        { value: '', label: label.chooseProduct },
        ...products(context).map((doc) => ({ value: doc.id, label: textOf(doc.data, 'product') })),
      ],
    },
    {
      name: 'description',
      label: label.description,
      kind: 'textarea',
      limit: limits.description,
      wide: true,
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
      name: 'features',
      label: label.features,
      kind: 'lines',
      hint: hints.lines(limits.features[0]),
      wide: true,
    },
  ],
  values: (data) => ({
    name: textOf(data, 'name'),
    productId: textOf(data, 'productId'),
    description: textOf(data, 'description'),
    image: textOf(data, 'image'),
    features: linesOf(data, 'features'),
  }),
  schema: (context) =>
    z.object({
      name: text(limits.name),
      productId: oneOf(
        documentsOf(context, 'products').map((doc) => doc.id),
        catalogueCopy.errors.chooseProduct,
      ),
      description: text(limits.description),
      image: imagePath,
      features: lines(limits.features),
    }),
  summary: (data, context) => {
    const product = documentsOf(context, 'products').find((doc) => doc.id === data.productId)
    return {
      title: textOf(data, 'name'),
      facts: [
        product ? facts.features(textOf(product.data, 'product')) : catalogueCopy.missingLink,
      ],
    }
  },
  compare: byText('name'),
}
