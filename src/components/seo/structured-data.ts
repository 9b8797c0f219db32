/**
 * schema.org structured data (JSON-LD) for search engines. Prices are deliberately absent: the
 * site shows them only to GST-verified buyers, so no Product carries `offers`.
 */
import { seo } from '@/config/seo'
import { site } from '@/config/site'
import { LOCALES, pathInLocale, type Locale } from '@/config/locales'
import { activeLocale } from '@/lib/i18n/runtime'
import { absoluteUrl } from './head-tags'

export type JsonLd = { '@context': 'https://schema.org' } & Record<string, unknown>

const CONTEXT = 'https://schema.org' as const

/** The company, from the site's details: shown on the home page. */
export function organizationJsonLd(origin: string): JsonLd {
  const { address } = site
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization', origin),
    name: site.brand,
    alternateName: site.shortBrand,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl(seo.logo, origin),
    email: site.email,
    telephone: site.phone.tel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: site.phone.tel,
      email: site.email,
      areaServed: address.countryCode,
    },
    sameAs: site.social.map((link) => link.href),
  }
}

/** What the product list needs to know of a product: no price. */
export interface ProductSummary {
  name: string
  description: string
  /** Site-relative or absolute. */
  image: string
  /** Display name of the product's category, when it has one. */
  category?: string
}

/** The catalogue as an ItemList of Products (no offers: prices are GST-gated). */
export function productListJsonLd(
  products: readonly ProductSummary[],
  listName: string,
  origin: string,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: listName,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: absoluteUrl(product.image, origin),
        ...(product.category ? { category: product.category } : {}),
        brand: { '@type': 'Brand', name: site.brand },
      },
    })),
  }
}

/** What a blog post's structured data needs. */
export interface ArticleSummary {
  title: string
  description: string
  image: string
  /** ISO date (yyyy-mm-dd). */
  datePublished: string
  path: string
  /** The language the post is written in (English when not said). */
  language?: Locale
}

/** A blog post, published by the company. */
export function blogPostingJsonLd(article: ArticleSummary, origin: string): JsonLd {
  // The page in the reader's language (/hi/blog/…); the post itself is in its own.
  const url = absoluteUrl(pathInLocale(article.path, activeLocale()), origin)
  const company = { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', origin) }
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    inLanguage: LOCALES[article.language ?? 'en'].hreflang,
    image: absoluteUrl(article.image, origin),
    datePublished: article.datePublished,
    url,
    mainEntityOfPage: url,
    author: company,
    publisher: company,
  }
}

/**
 * JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` become JSON escapes, so no
 * stored text can close the script element or open a comment, and the JSON means the same.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}
