import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '@/test/match-media'
import { COUNTS, TIMINGS } from '@/config/constants'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import type { BlogPost, BlogShortPost } from '@/lib/catalog/catalog'
import type { CatalogKey } from '@/config/catalog-keys'
import { useCatalog, type CatalogState } from '@/lib/catalog/catalog-store'
import { blogCopy } from './blog-content'
import { BlogListPage } from './blog-list-page'

vi.mock('@/lib/catalog/catalog-store', () => ({ useCatalog: vi.fn() }))
const catalog = vi.mocked(useCatalog)

const post = (id: string, title: string, createdAt: string): BlogPost => ({
  id,
  title,
  date: createdAt.slice(0, 10),
  readTime: '5 min read',
  shortDescription: `About ${title}.`,
  description: 'Text.',
  imageUrl: `/images/blog/${id}.svg`,
  videoUrl: '',
  authorAdvice: '',
  viewPostLink: '',
  createdAt: new Date(createdAt),
})

const short = (post: BlogPost, createdAt: string): BlogShortPost => ({
  id: `short-${post.id}`,
  title: post.title,
  date: post.date,
  readTime: post.readTime,
  shortDescription: post.shortDescription,
  imageUrl: post.imageUrl,
  postId: post.id,
  createdAt: new Date(createdAt),
})

// Stored in no particular order: the page shows both lists newest first.
const posts = [
  post('msp', 'Kharif MSP announcements', '2026-06-18T10:00:00Z'),
  post('orders', 'Writing a clear order request', '2026-10-02T09:30:00Z'),
  post('storing', 'Storing pulses through summer', '2026-05-20T08:45:00Z'),
  post('sugar', 'Sugar season', '2026-09-10T07:20:00Z'),
  post('quality', 'Reading a grain quality report', '2026-08-05T11:15:00Z'),
]
const byId = (id: string) => posts.find((p) => p.id === id)!
const shortPosts = [
  short(byId('quality'), '2026-08-05T12:00:00Z'),
  short(byId('storing'), '2026-05-20T09:00:00Z'),
  short(byId('orders'), '2026-10-02T10:00:00Z'),
  short(byId('sugar'), '2026-09-10T08:00:00Z'),
]
/** The three newest short posts, newest first: the carousel's slides. */
const FEATURED = ['orders', 'sugar', 'quality'].map((id) => byId(id).title)

function show(states: Partial<Record<CatalogKey, CatalogState<unknown>>>) {
  const retry = vi.fn()
  catalog.mockImplementation(
    (key) => ({ ...states[key], retry }) as unknown as ReturnType<typeof useCatalog>,
  )
  render(
    <MemoryRouter>
      <BlogListPage />
    </MemoryRouter>,
  )
  return { retry }
}

const ready = {
  blogPosts: { status: 'ready', items: posts },
  blogShortPosts: { status: 'ready', items: shortPosts },
} as const

const carousel = () => screen.getByRole('region', { name: blogCopy.carouselLabel })
const latest = () => screen.getByRole('region', { name: blogCopy.latestHeading })
/** The slide showing (the others are hidden). */
const currentSlide = () => within(carousel()).getByRole('group')

beforeEach(() => {
  catalog.mockReset()
  // No motion preference: the carousel plays.
  stubMatchMedia()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('BlogListPage', () => {
  it('features the three newest short posts, each slide named and linking to its article', () => {
    show(ready)
    const slides = within(carousel()).getAllByRole('group', { hidden: true })
    expect(slides).toHaveLength(COUNTS.blogCarouselPosts)
    FEATURED.forEach((title, i) => {
      expect(slides[i]).toHaveAttribute(
        'aria-label',
        uiText.carousel.slide(i + 1, FEATURED.length, title),
      )
    })
    const first = within(slides[0]!).getByRole('link', {
      name: `${blogCopy.readArticle}: ${FEATURED[0]}`,
    })
    expect(first).toHaveAttribute('href', paths.blogPost('orders'))
  })

  it('lists every article newest first, each title linking to its page', () => {
    show(ready)
    const titles = within(latest()).getAllByRole('heading', { level: 3 })
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'Writing a clear order request',
      'Sugar season',
      'Reading a grain quality report',
      'Kharif MSP announcements',
      'Storing pulses through summer',
    ])
    for (const { id, title } of posts) {
      expect(within(latest()).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        paths.blogPost(id),
      )
    }
  })

  it('moves to the next story every interval, wraps round, and stays put once paused', () => {
    vi.useFakeTimers()
    show(ready)
    expect(currentSlide()).toHaveAccessibleName(uiText.carousel.slide(1, 3, FEATURED[0]!))
    act(() => vi.advanceTimersByTime(TIMINGS.blogCarouselMs))
    expect(currentSlide()).toHaveAccessibleName(uiText.carousel.slide(2, 3, FEATURED[1]!))
    act(() => vi.advanceTimersByTime(TIMINGS.blogCarouselMs * 2))
    expect(currentSlide()).toHaveAccessibleName(uiText.carousel.slide(1, 3, FEATURED[0]!))

    fireEvent.click(within(carousel()).getByRole('button', { name: uiText.carousel.pause }))
    act(() => vi.advanceTimersByTime(TIMINGS.blogCarouselMs * 3))
    expect(currentSlide()).toHaveAccessibleName(uiText.carousel.slide(1, 3, FEATURED[0]!))
    expect(within(carousel()).getByRole('button', { name: uiText.carousel.play })).toBeVisible()
  })

  it('says so when the articles could not be read, and Try again reads them again', () => {
    const { retry } = show({ ...ready, blogPosts: { status: 'error', items: [] } })
    expect(within(latest()).getByRole('alert')).toHaveTextContent(blogCopy.loadError)
    fireEvent.click(within(latest()).getByRole('button', { name: blogCopy.retry }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
