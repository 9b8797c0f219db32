/** Retailers on the /locate map: where they stand (inside India), their name and purchases. */
import { z } from 'zod/mini'
import { catalogueCopy } from '@/features/desk/catalogue/catalogue-content'
import { amount, latitude, longitude, optional } from '@/features/desk/catalogue/record-fields'
import { CATALOGUE_LIMITS } from '@/lib/desk-schema'
import { formatRupeeAmount } from '@/lib/util/format'
import { byText, textOf, type SectionSpec } from './section'

const limits = CATALOGUE_LIMITS.maplist
const { fields: label, hints, facts } = catalogueCopy

export const retailersSection: SectionSpec<'maplist'> = {
  key: 'maplist',
  uses: [],
  fields: () => [
    { name: 'name', label: label.retailerName, kind: 'text', wide: true },
    {
      name: 'latitude',
      label: label.latitude,
      kind: 'text',
      inputMode: 'decimal',
      hint: hints.latitude,
    },
    {
      name: 'longitude',
      label: label.longitude,
      kind: 'text',
      inputMode: 'decimal',
      hint: hints.longitude,
    },
    {
      name: 'totalAmount',
      label: label.totalAmount,
      kind: 'text',
      inputMode: 'decimal',
      hint: hints.totalAmount,
      wide: true,
    },
  ],
  values: (data) => ({
    name: textOf(data, 'name'),
    latitude: textOf(data, 'latitude'),
    longitude: textOf(data, 'longitude'),
    totalAmount: textOf(data, 'totalAmount'),
  }),
  schema: () =>
    z.object({
      name: optional(limits.name),
      latitude,
      longitude,
      totalAmount: amount(limits.totalAmount),
    }),
  summary: (data) => {
    const { latitude: lat, longitude: lng, totalAmount } = data
    return {
      title: textOf(data, 'name') || catalogueCopy.unnamedRetailer,
      facts: [
        typeof lat === 'number' && typeof lng === 'number' ? facts.coordinates(lat, lng) : '',
        typeof totalAmount === 'number' ? formatRupeeAmount(totalAmount, 0) : '',
      ].filter(Boolean),
    }
  },
  compare: byText('name'),
}
