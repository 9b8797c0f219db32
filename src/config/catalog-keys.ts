/**
 * The catalogue's collections, by the names the site reads them under: the route table says which
 * of them each page reads (routes.ts), and lib/catalog holds each one's items (CatalogTypes, which
 * has a type for every key here, or does not compile).
 */
export type CatalogKey =
  'products' | 'featuredProducts' | 'blogPosts' | 'blogShortPosts' | 'jobListings'
