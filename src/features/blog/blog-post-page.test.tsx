import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/catalog/catalog'
import { useCatalog, type CatalogState } from '@/lib/catalog/catalog-store'
import { showInHindi } from '@/test/locale'
import { blogCopy } from './blog-content'
import { BlogPostPage } from './blog-post-page'

vi.mock('@/lib/catalog/catalog-store', () => ({ useCatalog: vi.fn() }))
const catalog = vi.mocked(useCatalog)

const post: BlogPost = {
  id: 'storing-pulses',
  title: 'Storing pulses in summer',
  date: '2025-04-02',
  readTime: '5 min read',
  shortDescription: 'Keep moisture out.',
  description: 'First paragraph.\n\n<script>window.__pwned = true</script>\n\nLast one.',
  imageUrl: '/images/blog/storing-pulses-in-summer.svg',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  authorAdvice: 'Check moisture weekly.',
  viewPostLink: '',
  createdAt: new Date('2025-04-02'),
}

const otherPost: BlogPost = { ...post, id: 'older-post', title: 'An older post' }

function show(id: string, state: CatalogState<BlogPost>) {
  const retry = vi.fn()
  catalog.mockReturnValue({ ...state, retry } as unknown as ReturnType<typeof useCatalog>)
  render(
    <MemoryRouter initialEntries={[paths.blogPost(id)]}>
      <Routes>
        <Route path={paths.blogPostPattern} element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  )
  return { retry }
}

describe('BlogPostPage', () => {
  beforeEach(() => {
    catalog.mockReset()
  })

  it('says Loading... while the posts load', () => {
    show('anything', { status: 'loading', items: [] })
    expect(screen.getByRole('status')).toHaveTextContent(blogCopy.loading)
  })

  it('ends in "Post not found" with the back link for an unknown id', () => {
    show('no-such-post', { status: 'ready', items: [post] })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blogCopy.notFoundTitle)
    expect(screen.getByRole('link', { name: blogCopy.backToBlog })).toHaveAttribute(
      'href',
      paths.blogs,
    )
    expect(screen.queryByText(blogCopy.loading)).not.toBeInTheDocument()
  })

  it('shows a post found in the stored copy at once', () => {
    show(post.id, { status: 'ready', items: [post], stale: true })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title)
  })

  it('keeps saying Loading... while the live list is read when the stored copy lacks the post', () => {
    show(post.id, { status: 'ready', items: [otherPost], stale: true })
    expect(screen.getByRole('status')).toHaveTextContent(blogCopy.loading)
    expect(screen.queryByText(blogCopy.notFoundTitle)).not.toBeInTheDocument()
  })

  it('offers Retry when the live list could not be read and the stored copy lacks the post', () => {
    const { retry } = show(post.id, {
      status: 'ready',
      items: [otherPost],
      stale: true,
      refreshFailed: true,
    })
    expect(screen.getByRole('alert')).toHaveTextContent(blogCopy.postLoadError)
    expect(screen.queryByText(blogCopy.notFoundTitle)).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: blogCopy.retry }))
    expect(retry).toHaveBeenCalled()
  })

  it('offers Retry after a failed read', () => {
    const { retry } = show(post.id, { status: 'error', items: [] })
    fireEvent.click(screen.getByRole('button', { name: blogCopy.retry }))
    expect(retry).toHaveBeenCalled()
  })

  it('renders the post, its paragraphs as text and the nocookie player', () => {
    show(post.id, { status: 'ready', items: [post] })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title)
    expect(screen.getByText('2 April 2025')).toBeInTheDocument()
    expect(screen.getByText('<script>window.__pwned = true</script>')).toBeInTheDocument()
    // Stored markup stays text: the article's one script is its structured data, a data block.
    const scripts = [...document.querySelectorAll('article script')]
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual(['application/ld+json'])
    expect(screen.getByText(post.authorAdvice)).toBeInTheDocument()
    expect(screen.getByTitle(blogCopy.videoTitle(post.title))).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
  })

  it('shows the date in en-IN and as a machine date, the read time, each paragraph and the takeaway', () => {
    show(post.id, { status: 'ready', items: [post] })
    const date = screen.getByText('2 April 2025')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('datetime', post.date)
    expect(screen.getByText(post.readTime)).toBeInTheDocument()
    // Blank lines part paragraphs: each is a paragraph of its own, as written.
    for (const paragraph of [
      'First paragraph.',
      '<script>window.__pwned = true</script>',
      'Last one.',
    ]) {
      expect(screen.getByText(paragraph, { exact: true }).tagName).toBe('P')
    }
    expect(screen.getByRole('complementary', { name: blogCopy.takeawayHeading })).toHaveTextContent(
      post.authorAdvice,
    )
  })

  it('marks the post’s own words as English, and says so only on a page in another language', () => {
    show(post.id, { status: 'ready', items: [post] })
    expect(screen.getByText(post.title)).toHaveAttribute('lang', 'en')
    expect(screen.getByText('First paragraph.').parentElement).toHaveAttribute('lang', 'en')
    expect(screen.getByText(post.authorAdvice)).toHaveAttribute('lang', 'en')
    expect(screen.queryByText(blogCopy.languageNote('en'))).not.toBeInTheDocument()
  })

  it('says on a Hindi page that the post is in English', () => {
    showInHindi()
    show(post.id, { status: 'ready', items: [post] })
    const note = screen.getByText(blogCopy.languageNote('en'))
    expect(note).not.toHaveAttribute('lang')
    expect(note.nextElementSibling).toHaveAttribute('lang', 'en')
  })

  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/824315907', 'https://player.vimeo.com/video/824315907'],
  ])('embeds %s as a sandboxed, lazy player that sends no full referrer', (videoUrl, src) => {
    show(post.id, { status: 'ready', items: [{ ...post, videoUrl }] })
    const frame = screen.getByTitle(blogCopy.videoTitle(post.title))
    expect(frame).toHaveAttribute('src', src)
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('renders no iframe for a video host that is not allowed', () => {
    show(post.id, {
      status: 'ready',
      items: [{ ...post, videoUrl: 'https://youtube.com.evil.net/watch?v=dQw4w9WgXcQ' }],
    })
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText(blogCopy.videoUnavailable)).toBeInTheDocument()
  })
})
