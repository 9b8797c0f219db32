/**
 * The blog posts the sitemap lists. SITEMAP_BLOG_POSTS chooses where they come from:
 *   seed       seed/blogPosts.json (the default outside production: the local stack's posts)
 *   firestore  the blogPosts collection of VITE_FIREBASE_PROJECT_ID, read over Firestore's REST
 *              API with VITE_FIREBASE_API_KEY (the default for production builds)
 *   <file>     a JSON export in the seed's format: an array of { "id": ..., ... }
 * A source that cannot be read fails the build: a sitemap silently missing its posts is worse.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { paths } from '../../src/config/paths.ts'
import { COLLECTIONS } from '../../src/lib/schema.ts'
import type { SitemapEntry } from './sitemap.ts'

export const BLOG_POSTS_SETTING = 'SITEMAP_BLOG_POSTS'
export const SEED_FILE = `seed/${COLLECTIONS.blogPosts}.json`
const FIRESTORE_API = 'https://firestore.googleapis.com/v1'

export type BlogPostSource =
  { kind: 'file'; file: string } | { kind: 'firestore'; projectId: string; apiKey: string }

/** Where this build reads its blog posts from (see the module comment). */
export function blogPostSource(
  mode: string,
  env: Record<string, string | undefined>,
  root: string,
): BlogPostSource {
  const setting = env[BLOG_POSTS_SETTING]?.trim() || (mode === 'production' ? 'firestore' : 'seed')
  if (setting === 'seed') return { kind: 'file', file: resolve(root, SEED_FILE) }
  if (setting !== 'firestore') return { kind: 'file', file: resolve(root, setting) }
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim()
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim()
  if (!projectId || !apiKey) {
    throw new Error(
      `${BLOG_POSTS_SETTING}=firestore needs VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY.`,
    )
  }
  return { kind: 'firestore', projectId, apiKey }
}

/** yyyy-mm-dd of an ISO date or timestamp, or undefined. */
function day(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : undefined
}

function entry(id: unknown, lastModified: string | undefined, where: string): SitemapEntry {
  if (typeof id !== 'string' || id.trim() === '') throw new Error(`${where}: a blog post has no id`)
  return lastModified ? { path: paths.blogPost(id), lastModified } : { path: paths.blogPost(id) }
}

/** Entries of a JSON export in the seed's format, dated by updatedAt, else createdAt, else date. */
export function postsFromExport(data: unknown, where: string): SitemapEntry[] {
  if (!Array.isArray(data)) throw new Error(`${where}: expected an array of blog posts`)
  return data.map((post: unknown) => {
    const record = (post && typeof post === 'object' ? post : {}) as Record<string, unknown>
    return entry(
      record.id,
      day(record.updatedAt) ?? day(record.createdAt) ?? day(record.date),
      where,
    )
  })
}

interface FirestorePage {
  documents?: { name?: unknown; updateTime?: unknown }[]
  nextPageToken?: string
}

/** Entries of one page of Firestore's documents.list answer, dated by each document's last write. */
export function postsFromFirestorePage(page: FirestorePage, where: string): SitemapEntry[] {
  return (page.documents ?? []).map((doc) => {
    const name = typeof doc.name === 'string' ? doc.name : ''
    return entry(name.split('/').pop(), day(doc.updateTime), where)
  })
}

function unreadable(reason: string): Error {
  return new Error(
    `Reading ${COLLECTIONS.blogPosts} from Firestore for the sitemap failed (${reason}). ` +
      `Set ${BLOG_POSTS_SETTING} to a JSON export of the posts to build without it.`,
  )
}

async function readFirestore(
  source: Extract<BlogPostSource, { kind: 'firestore' }>,
  fetchImpl: typeof fetch,
): Promise<SitemapEntry[]> {
  const collection = `${FIRESTORE_API}/projects/${encodeURIComponent(source.projectId)}/databases/(default)/documents/${COLLECTIONS.blogPosts}`
  const entries: SitemapEntry[] = []
  let pageToken: string | undefined
  do {
    // Only the document names and write times are needed: ask for one small field.
    const query = new URLSearchParams({
      key: source.apiKey,
      pageSize: '300',
      'mask.fieldPaths': 'date',
    })
    if (pageToken) query.set('pageToken', pageToken)
    const response = await fetchImpl(`${collection}?${query}`).catch((error: unknown) => {
      throw unreadable(error instanceof Error ? error.message : String(error))
    })
    if (!response.ok) throw unreadable(`HTTP ${response.status}`)
    const page = (await response.json()) as FirestorePage
    entries.push(...postsFromFirestorePage(page, `Firestore ${COLLECTIONS.blogPosts}`))
    pageToken = page.nextPageToken
  } while (pageToken)
  return entries
}

export async function loadBlogPosts(
  source: BlogPostSource,
  fetchImpl: typeof fetch = fetch,
): Promise<SitemapEntry[]> {
  if (source.kind === 'firestore') return readFirestore(source, fetchImpl)
  return postsFromExport(JSON.parse(await readFile(source.file, 'utf8')), source.file)
}
