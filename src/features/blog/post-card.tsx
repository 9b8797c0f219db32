import { memo } from 'react'
import { Link } from 'react-router-dom'
import { LazyImage } from '@/components/ui/lazy-image'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/catalog/catalog'
import { blogCopy } from './blog-content'
import { postLanguage } from './blog-format'
import { PostMeta } from './post-meta'

/** One article in the latest-articles grid; the title link covers the whole card. */
export const PostCard = memo(function PostCard({ post }: { post: BlogPost }) {
  const lang = postLanguage(post)
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-saffron-500 has-[:focus-visible]:ring-offset-2">
      <LazyImage
        src={post.imageUrl}
        alt=""
        width={800}
        height={450}
        className="aspect-video w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta
          date={post.date}
          readTime={post.readTime}
          lang={lang}
          className="text-stone-600"
        />
        <h3 lang={lang} className="mt-2 font-display text-xl font-bold text-brand-900">
          <Link
            to={paths.blogPost(post.id)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p lang={lang} className="mt-3 line-clamp-3 text-sm text-stone-700">
          {post.shortDescription}
        </p>
        <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
          {blogCopy.readArticle} →
        </p>
      </div>
    </article>
  )
})
