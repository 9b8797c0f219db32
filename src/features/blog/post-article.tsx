import { JsonLd } from '@/components/seo/json-ld'
import { PageMeta } from '@/components/seo/page-meta'
import { blogPostingJsonLd } from '@/components/seo/structured-data'
import { LazyImage } from '@/components/ui/lazy-image'
import { PageHeader } from '@/components/ui/page-header'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/lib/catalog/catalog'
import { activeLocale } from '@/lib/i18n/runtime'
import { toEmbedUrl } from '@/lib/util/video-embed'
import { BackToBlogLink } from './back-link'
import { blogCopy } from './blog-content'
import { postLanguage, splitParagraphs } from './blog-format'
import { PostMeta } from './post-meta'
import { VideoFrame } from './video-frame'

/**
 * A blog post. Everything stored is rendered as text: markup in it shows as written. The post's
 * own words are marked with its language; on a page in another language a note says which.
 */
export function PostArticle({ post }: { post: BlogPost }) {
  const lang = postLanguage(post)
  const hasVideo = toEmbedUrl(post.videoUrl) !== null
  const summary = {
    title: post.title,
    description: post.shortDescription,
    image: post.imageUrl,
    datePublished: post.date,
    path: paths.blogPost(post.id),
  }
  return (
    <article>
      <PageMeta
        title={summary.title}
        description={summary.description}
        path={summary.path}
        image={summary.image}
        type="article"
      />
      <JsonLd data={blogPostingJsonLd(summary, env.siteUrl)} />
      <PageHeader title={<span lang={lang}>{post.title}</span>} eyebrow={blogCopy.title}>
        <PostMeta
          date={post.date}
          readTime={post.readTime}
          lang={lang}
          className="text-brand-100"
        />
      </PageHeader>
      <div className="container-page max-w-3xl py-10 md:py-14">
        <BackToBlogLink className="-ml-5 mb-6" />
        {hasVideo ? (
          <VideoFrame videoUrl={post.videoUrl} postTitle={post.title} />
        ) : (
          <div className="space-y-4">
            <LazyImage
              src={post.imageUrl}
              alt=""
              width={800}
              height={450}
              eager
              className="aspect-video w-full rounded-2xl bg-stone-100 object-cover shadow-sm"
            />
            <VideoFrame videoUrl={post.videoUrl} postTitle={post.title} />
          </div>
        )}
        {lang !== activeLocale() ? (
          <p className="mt-8 rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
            {blogCopy.languageNote(lang)}
          </p>
        ) : null}
        <div lang={lang} className="mt-8 space-y-5 text-lg leading-relaxed text-stone-800">
          {splitParagraphs(post.description).map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        {post.authorAdvice.trim() ? (
          <aside
            aria-labelledby="takeaway-heading"
            className="mt-10 rounded-2xl border-l-4 border-saffron-400 bg-saffron-50 p-6"
          >
            <h2 id="takeaway-heading" className="font-display text-xl font-bold text-brand-900">
              {blogCopy.takeawayHeading}
            </h2>
            <p lang={lang} className="mt-2 whitespace-pre-line text-stone-800">
              {post.authorAdvice}
            </p>
          </aside>
        ) : null}
        <BackToBlogLink className="-ml-5 mt-10" />
      </div>
    </article>
  )
}
