/** The Blog pages' copy, with its fixed texts (Loading..., Back to Blog) verbatim. */
export const blogCopy = {
  metaTitle: 'Blog',
  metaDescription:
    'Market notes, storage tips and buying guides for pulses, grains and sugar from the Sunehri Fasal Traders team.',
  eyebrow: 'Insights from the mandi',
  title: 'Blog',
  intro:
    'Crop outlooks, quality checks and practical advice for wholesale buyers of pulses, grains and sugar.',
  featuredHeading: 'Featured stories',
  carouselLabel: 'Featured stories',
  latestHeading: 'Latest articles',
  readArticle: 'Read article',
  loadingPosts: 'Loading articles…',
  /** Shown on a post's page until the post is found. */
  loading: 'Loading...',
  backToBlog: 'Back to Blog',
  loadError: 'We could not load the articles.',
  retry: 'Try again',
  noPosts: 'No articles have been published yet. Please check back soon.',
  postLoadError: 'We could not load this article.',
  notFoundTitle: 'Post not found',
  notFoundText:
    'We could not find that article. It may have been removed, or the link may be mistyped.',
  takeawayHeading: "Author's takeaway",
  videoTitle: (postTitle: string) => `Video: ${postTitle}`,
  videoUnavailable: 'The video for this article is not available here.',
} as const
