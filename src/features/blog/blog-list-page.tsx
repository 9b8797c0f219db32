import { useMemo } from 'react'
import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useCatalog } from '@/lib/catalog/catalog-store'
import { blogCopy as copy } from './blog-content'
import { newestFirst } from './blog-format'
import { CatalogStatus } from './catalog-status'
import { FeaturedCarousel } from './featured-carousel'
import { FeaturedSkeleton } from './featured-skeleton'
import { PostCard } from './post-card'

function FeaturedSection() {
  const shortPosts = useCatalog('blogShortPosts')
  const posts = useMemo(() => newestFirst(shortPosts.items), [shortPosts.items])
  // With nothing to feature (or a failed read) the section stays out of the way: the articles follow.
  if (shortPosts.status === 'ready' && posts.length === 0) return null
  return (
    // Not a labelled region itself: the carousel inside is the "Featured stories" region.
    <section className="container-page pt-12 md:pt-16">
      <h2 className="mb-6 font-display text-3xl font-bold text-brand-900">
        {copy.featuredHeading}
      </h2>
      {shortPosts.status === 'ready' ? (
        <FeaturedCarousel posts={posts} />
      ) : shortPosts.status === 'loading' ? (
        <FeaturedSkeleton label={copy.loadingPosts} />
      ) : (
        <CatalogStatus
          status={shortPosts.status}
          loading={copy.loadingPosts}
          error={copy.loadError}
          onRetry={shortPosts.retry}
        />
      )}
    </section>
  )
}

function LatestSection() {
  const blogPosts = useCatalog('blogPosts')
  const posts = useMemo(() => newestFirst(blogPosts.items), [blogPosts.items])
  return (
    <section aria-labelledby="latest-heading" className="container-page py-12 md:py-16">
      <h2 id="latest-heading" className="mb-6 font-display text-3xl font-bold text-brand-900">
        {copy.latestHeading}
      </h2>
      {blogPosts.status !== 'ready' ? (
        <CatalogStatus
          status={blogPosts.status}
          loading={copy.loadingPosts}
          error={copy.loadError}
          onRetry={blogPosts.retry}
        />
      ) : posts.length === 0 ? (
        <p className="py-10 text-center text-stone-700">{copy.noPosts}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function BlogListPage() {
  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} path={paths.blogs} />
      <PageHeader title={copy.title} eyebrow={copy.eyebrow}>
        <p>{copy.intro}</p>
      </PageHeader>
      <FeaturedSection />
      <LatestSection />
    </>
  )
}
