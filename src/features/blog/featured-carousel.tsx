import { memo } from 'react'
import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { Carousel } from '@/components/ui/carousel'
import { LazyImage } from '@/components/ui/lazy-image'
import { COUNTS, TIMINGS } from '@/config/constants'
import { paths } from '@/config/paths'
import type { BlogShortPost } from '@/lib/catalog/catalog'
import { blogCopy } from './blog-content'
import { postLanguage } from './blog-format'
import { PostMeta } from './post-meta'

/** Shared with the loading skeleton, so the page keeps its height when the posts arrive. */
export const slideClasses =
  'grid overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid-cols-2'
export const slideImageClasses = 'aspect-video h-full w-full bg-stone-100 object-cover'
export const slideTextClasses = 'flex flex-col justify-center p-6 md:p-10'

function Slide({ post, first }: { post: BlogShortPost; first: boolean }) {
  const lang = postLanguage(post)
  return (
    <div className={slideClasses}>
      <LazyImage
        src={post.imageUrl}
        alt=""
        width={800}
        height={450}
        eager={first}
        className={slideImageClasses}
      />
      <div className={slideTextClasses}>
        <PostMeta
          date={post.date}
          readTime={post.readTime}
          lang={lang}
          className="text-stone-600"
        />
        <h3 lang={lang} className="mt-2 font-display text-2xl font-bold text-brand-900 md:text-3xl">
          {post.title}
        </h3>
        <p lang={lang} className="mt-3 text-stone-700">
          {post.shortDescription}
        </p>
        <div className="mt-6">
          <Link to={paths.blogPost(post.postId)} className={buttonClasses('primary')}>
            {blogCopy.readArticle}
            <span className="sr-only">
              : <span lang={lang}>{post.title}</span>
            </span>
          </Link>
        </div>
      </div>
    </div>
  )
}

/** A carousel of three short posts, advancing every 5 s and pausable. */
export const FeaturedCarousel = memo(function FeaturedCarousel({
  posts,
}: {
  posts: readonly BlogShortPost[]
}) {
  const featured = posts.slice(0, COUNTS.blogCarouselPosts)
  return (
    <Carousel
      items={featured}
      intervalMs={TIMINGS.blogCarouselMs}
      label={blogCopy.carouselLabel}
      itemLabel={(post) => post.title}
      renderItem={(post, index) => <Slide post={post} first={index === 0} />}
    />
  )
})
