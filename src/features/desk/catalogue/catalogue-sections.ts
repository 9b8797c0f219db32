/** The desk's catalogue sections, in the sub-navigation's order, with the name each has in the address. */
import type { DeskCollection } from '@/lib/catalog/desk-catalog'
import { featuredSection } from './sections/featured'
import { jobsSection } from './sections/jobs'
import { postsSection, shortPostsSection } from './sections/posts'
import { productsSection } from './sections/products'
import { retailersSection } from './sections/retailers'
import type { SectionSpec } from './sections/section'

/** Any one collection's section. */
export type AnySection = { [K in DeskCollection]: SectionSpec<K> }[DeskCollection]

export const CATALOGUE_SECTIONS = [
  { id: 'products', spec: productsSection },
  { id: 'featured', spec: featuredSection },
  { id: 'jobs', spec: jobsSection },
  { id: 'posts', spec: postsSection },
  { id: 'short-posts', spec: shortPostsSection },
  { id: 'retailers', spec: retailersSection },
] as const satisfies readonly { id: string; spec: AnySection }[]

export type SectionId = (typeof CATALOGUE_SECTIONS)[number]['id']

/** The address's query parameter that names the section shown. */
export const SECTION_PARAM = 'section'

/** The section an address names; the first for none or an unknown name. */
export function sectionNamed(id: string | null) {
  return CATALOGUE_SECTIONS.find((section) => section.id === id) ?? CATALOGUE_SECTIONS[0]
}
