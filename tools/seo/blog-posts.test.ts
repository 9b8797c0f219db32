import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import seedPosts from '../../seed/blogPosts.json'
import { paths } from '../../src/config/paths'
import {
  BLOG_POSTS_SETTING,
  blogPostSource,
  loadBlogPosts,
  postsFromExport,
  postsFromFirestorePage,
  SEED_FILE,
} from './blog-posts'

const root = '/repo'
const firebase = { VITE_FIREBASE_PROJECT_ID: 'shop-prod', VITE_FIREBASE_API_KEY: 'key-1' }

describe('blogPostSource', () => {
  it('reads the seed outside production and Firestore in production', () => {
    expect(blogPostSource('localstack', {}, root)).toEqual({
      kind: 'file',
      file: join(root, SEED_FILE),
    })
    expect(blogPostSource('production', firebase, root)).toEqual({
      kind: 'firestore',
      projectId: 'shop-prod',
      apiKey: 'key-1',
    })
  })

  it('takes a JSON export when the setting names a file', () => {
    expect(
      blogPostSource('production', { [BLOG_POSTS_SETTING]: 'exports/posts.json' }, root),
    ).toEqual({ kind: 'file', file: join(root, 'exports/posts.json') })
  })

  it('refuses Firestore without a project', () => {
    expect(() => blogPostSource('production', {}, root)).toThrow(/VITE_FIREBASE_PROJECT_ID/)
  })
})

describe('postsFromExport', () => {
  it('gives each post its page, dated by its newest known date', () => {
    expect(
      postsFromExport(
        [
          { id: 'a', createdAt: '2026-07-14T09:30:00Z', date: '2026-07-01' },
          { id: 'b', date: '2026-05-20', updatedAt: '2026-06-02T00:00:00Z' },
          { id: 'c' },
        ],
        'test',
      ),
    ).toEqual([
      { path: paths.blogPost('a'), lastModified: '2026-07-14' },
      { path: paths.blogPost('b'), lastModified: '2026-06-02' },
      { path: paths.blogPost('c') },
    ])
  })

  it('fails on anything but an array of posts with ids', () => {
    expect(() => postsFromExport({ posts: [] }, 'x.json')).toThrow(/x.json: expected an array/)
    expect(() => postsFromExport([{ title: 'no id' }], 'x.json')).toThrow(/no id/)
  })

  it('reads every post of the seed', async () => {
    const entries = await loadBlogPosts({ kind: 'file', file: join(process.cwd(), SEED_FILE) })
    expect(entries.map((e) => e.path)).toEqual(seedPosts.map((post) => paths.blogPost(post.id)))
  })
})

describe('Firestore', () => {
  const doc = (id: string, updateTime: string) => ({
    name: `projects/shop-prod/databases/(default)/documents/blogPosts/${id}`,
    updateTime,
    fields: {},
  })

  it('turns a documents page into entries dated by the last write', () => {
    expect(
      postsFromFirestorePage({ documents: [doc('p1', '2026-08-01T10:00:00.5Z')] }, 'fs'),
    ).toEqual([{ path: paths.blogPost('p1'), lastModified: '2026-08-01' }])
    expect(postsFromFirestorePage({}, 'fs')).toEqual([])
  })

  it('follows page tokens with the API key', async () => {
    const pages = [
      { documents: [doc('p1', '2026-08-01T00:00:00Z')], nextPageToken: 'next' },
      { documents: [doc('p2', '2026-08-02T00:00:00Z')] },
    ]
    const fetchMock = vi.fn(async () => Response.json(pages.shift()))
    const entries = await loadBlogPosts(
      { kind: 'firestore', projectId: 'shop-prod', apiKey: 'key-1' },
      fetchMock,
    )
    expect(entries.map((e) => e.path)).toEqual([paths.blogPost('p1'), paths.blogPost('p2')])
    const urls = fetchMock.mock.calls.map((call) => new URL(String((call as unknown[])[0])))
    expect(urls[0]!.pathname).toBe('/v1/projects/shop-prod/databases/(default)/documents/blogPosts')
    expect(urls[0]!.searchParams.get('key')).toBe('key-1')
    expect(urls[1]!.searchParams.get('pageToken')).toBe('next')
  })

  it('fails the build when Firestore cannot be read, naming the way out', async () => {
    const source = { kind: 'firestore', projectId: 'p', apiKey: 'k' } as const
    const denied = vi.fn(async () => new Response('denied', { status: 403 }))
    await expect(loadBlogPosts(source, denied)).rejects.toThrow(
      new RegExp(`403.*${BLOG_POSTS_SETTING}`),
    )
    const offline = vi.fn(async () => Promise.reject(new TypeError('fetch failed')))
    await expect(loadBlogPosts(source, offline)).rejects.toThrow(
      new RegExp(`fetch failed.*${BLOG_POSTS_SETTING}`),
    )
  })
})
