import { useParams } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useCatalog } from '@/lib/catalog/catalog-store'
import { BackToBlogLink } from './back-link'
import { blogCopy } from './blog-content'
import { CatalogStatus } from './catalog-status'
import { PostArticle } from './post-article'
import { lookUpPost } from './post-lookup'

/**
 * A post's page: "Loading..." until the post is found. Once the live list has been read, an
 * unknown id ends in "Post not found" (and a failed read in an error with Retry), never an
 * endless Loading.
 */
export function BlogPostPage() {
  const { id } = useParams()
  const blogPosts = useCatalog('blogPosts')
  const lookup = lookUpPost(blogPosts, id)

  if (lookup.status === 'found') return <PostArticle post={lookup.post} />

  if (lookup.status === 'not-found') {
    return (
      <>
        <PageMeta title={blogCopy.notFoundTitle} description={blogCopy.notFoundText} noindex />
        <PageHeader title={blogCopy.notFoundTitle} eyebrow={blogCopy.title} />
        <div className="container-page py-12">
          <p className="max-w-prose text-stone-700">{blogCopy.notFoundText}</p>
          <BackToBlogLink className="-ml-5 mt-6" />
        </div>
      </>
    )
  }

  return (
    <div className="container-page py-16">
      <PageMeta
        title={blogCopy.metaTitle}
        description={blogCopy.metaDescription}
        path={id === undefined ? undefined : paths.blogPost(id)}
      />
      {lookup.status === 'loading' ? (
        <p role="status" className="text-center text-stone-600">
          {blogCopy.loading}
        </p>
      ) : (
        <>
          <h1 className="sr-only">{blogCopy.title}</h1>
          <CatalogStatus
            status="error"
            loading={blogCopy.loading}
            error={blogCopy.postLoadError}
            onRetry={blogPosts.retry}
          />
          <BackToBlogLink className="-ml-5 mt-6" />
        </>
      )}
    </div>
  )
}
