import { env } from '@/config/env'
import { documentTitle, headTagKey, pageHeadTags, type PageHead } from './head-tags'

/**
 * The page's title, description, canonical link and share tags. React 19 hoists these into
 * <head> and removes them when the page goes, so each page shows exactly its own.
 */
export function PageMeta(page: PageHead) {
  return (
    <>
      <title>{documentTitle(page.title)}</title>
      {pageHeadTags(page, env.siteUrl).map((tag) =>
        tag.tag === 'link' ? (
          <link key={headTagKey(tag)} {...tag.attrs} />
        ) : (
          <meta key={headTagKey(tag)} {...tag.attrs} />
        ),
      )}
    </>
  )
}
