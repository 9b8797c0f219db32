/**
 * Field names of every Firestore collection the site reads or writes. The collection names are
 * fixed; the fields of the catalogue collections are ours and are defined here once,
 * for the app (src/lib), the seed data (seed/) and the local Firestore stand-in alike.
 */
import { FIELD_LIMITS } from '../config/field-rules.ts'

export const COLLECTIONS = {
  products: 'products',
  featuredProducts: 'featuredProducts',
  blogPosts: 'blogPosts',
  blogShortPosts: 'blogShortPosts',
  jobListings: 'jobListings',
  maplist: 'maplist',
  users: 'users',
  orderRequests: 'orderRequests',
  contactMessages: 'contactMessages',
  jobApplications: 'jobApplications',
} as const

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS]

/** Read-only catalogue collections: anyone may read, nobody may write (see firestore.rules). */
export const PUBLIC_COLLECTIONS: readonly CollectionName[] = [
  COLLECTIONS.products,
  COLLECTIONS.featuredProducts,
  COLLECTIONS.blogPosts,
  COLLECTIONS.blogShortPosts,
  COLLECTIONS.jobListings,
  COLLECTIONS.maplist,
]

/** Pack sizes, in their fixed order. */
export const PACK_SIZES = ['500gm', '1kg', '5kg', '30kg'] as const
export type PackSize = (typeof PACK_SIZES)[number]

/** Price in rupees per pack size; 0 or missing means the size is not available. */
export type PriceMap = Partial<Record<PackSize, number>>

/** `products/{id}` */
export interface ProductRecord {
  /** Product name, e.g. "Masoor Dal" (the field is called `product`). */
  product: string
  /** Site-relative image path, e.g. "/images/products/masoor-dal.svg". */
  image: string
  prices: PriceMap
}

/** `featuredProducts/{id}` */
export interface FeaturedProductRecord {
  name: string
  description: string
  image: string
  prices: PriceMap
  features: string[]
}

/** `blogPosts/{id}` — ordered by createdAt descending. */
export interface BlogPostRecord {
  title: string
  /** Display date, ISO yyyy-mm-dd. */
  date: string
  /** e.g. "6 min read" */
  readTime: string
  shortDescription: string
  description: string
  imageUrl: string
  videoUrl: string
  authorAdvice: string
  viewPostLink: string
  createdAt: Date
}

/** `blogShortPosts/{id}` — the featured carousel; `postId` links to `blogPosts/{postId}`. */
export interface BlogShortPostRecord {
  title: string
  date: string
  readTime: string
  shortDescription: string
  imageUrl: string
  postId: string
  createdAt: Date
}

/** `jobListings/{id}` — ordered by createdAt descending. */
export interface JobRecord {
  id: number
  title: string
  department: string
  location: string
  type: string
  experience: string
  /** ISO yyyy-mm-dd */
  postedDate: string
  /** Text form, e.g. "₹4-6 LPA" or "₹15,000/month". */
  salary: string
  duration?: string
  reportingTo?: string
  description: string
  requirements: string[]
  responsibilities: string[]
  createdAt: Date
}

/** `maplist/{id}` — retailer points on /locate. Records without numeric coordinates are dropped. */
export interface MapRecord {
  latitude: number
  longitude: number
  totalAmount?: number
  /** Retailer's shop name (ours). */
  name?: string
}

/** `users/{uid}` — one per account, written only by that user. */
export interface UserRecord {
  name: string
  email: string
  phone: string
  userId: string
  type: 'b2b'
  createdAt: Date
  /** Only on the profile-completion path: the auth photo URL or "". */
  profilePicture?: string
}

/** Bounds of the user document's fields: the shared field rules, which firestore.rules applies. */
export const USER_FIELD_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  profilePicture: FIELD_LIMITS.url,
} as const
