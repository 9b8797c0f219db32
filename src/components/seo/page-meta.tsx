import { env } from '@/config/env'
import { activeLocale } from '@/lib/i18n/runtime'
import { documentTitle, headTagKey, pageHeadTags, type PageHead } from './head-tags'

interface PageMetaProps extends PageHead {
  /**
   * Put before the title in the browser's tab only (a count of what is new, say): the share tags
   * and the build's copy of the head keep the page's own title.
   */
  titlePrefix?: string
}

/** A link's attributes as React names them (`hrefLang`, which it writes as `hreflang`). */
function linkAttributes({ hreflang, ...attrs }: Record<string, string>) {
  return hreflang === undefined ? attrs : { ...attrs, hrefLang: hreflang }
}

/**
 * The page's title, description, canonical link and share tags. React 19 hoists these into
 * <head> and removes them when the page goes, so each page shows exactly its own.
 */
export function PageMeta({ titlePrefix = '', ...page }: PageMetaProps) {
  return (
    <>
      <title>{`${titlePrefix}${documentTitle(page.title)}`}</title>
      {pageHeadTags(page, env.siteUrl, activeLocale()).map((tag) =>
        tag.tag === 'link' ? (
          <link key={headTagKey(tag)} {...linkAttributes(tag.attrs)} />
        ) : (
          <meta key={headTagKey(tag)} {...tag.attrs} />
        ),
      )}
    </>
  )
}
