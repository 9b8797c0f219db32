/** The Blog pages' copy, with its fixed texts (Loading..., Back to Blog) verbatim. */
import type { Locale } from '@/config/locales'
import { t } from '@/lib/i18n/macro'

export const blogCopy = {
  get metaTitle() {
    return t`Blog`
  },
  get metaDescription() {
    return t`Market notes, storage tips and buying guides for pulses, grains and sugar from the Sunehri Fasal Traders team.`
  },
  get eyebrow() {
    return t`Insights from the mandi`
  },
  get title() {
    return t`Blog`
  },
  get intro() {
    return t`Crop outlooks, quality checks and practical advice for wholesale buyers of pulses, grains and sugar.`
  },
  get featuredHeading() {
    return t`Featured stories`
  },
  get carouselLabel() {
    return t`Featured stories`
  },
  get latestHeading() {
    return t`Latest articles`
  },
  get readArticle() {
    return t`Read article`
  },
  get loadingPosts() {
    return t`Loading articles…`
  },
  /** Shown on a post's page until the post is found. */
  get loading() {
    return t`Loading...`
  },
  get backToBlog() {
    return t`Back to Blog`
  },
  get loadError() {
    return t`We could not load the articles.`
  },
  get retry() {
    return t`Try again`
  },
  get noPosts() {
    return t`No articles have been published yet. Please check back soon.`
  },
  get postLoadError() {
    return t`We could not load this article.`
  },
  get notFoundTitle() {
    return t`Post not found`
  },
  get notFoundText() {
    return t`We could not find that article. It may have been removed, or the link may be mistyped.`
  },
  get takeawayHeading() {
    return t`Author's takeaway`
  },
  videoTitle: (postTitle: string) => t`Video: ${postTitle}`,
  get videoUnavailable() {
    return t`The video for this article is not available here.`
  },
  /** Above a post written in another language than the page's: which language it is in. */
  languageNote: (language: Locale) =>
    language === 'hi' ? t`This article is in Hindi.` : t`This article is in English.`,
} as const
