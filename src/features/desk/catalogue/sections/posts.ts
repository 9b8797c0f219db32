/** Blog posts, and the short posts of the blog's carousel that lead to them. */
import { z } from 'zod/mini'
import { catalogueCopy } from '@/features/desk/catalogue/catalogue-content'
import {
  imagePath,
  isoDate,
  oneOf,
  text,
  textOrEmpty,
  videoUrl,
  webLink,
} from '@/features/desk/catalogue/record-fields'
import { CATALOGUE_LIMITS } from '@/lib/desk-schema'
import {
  documentsOf,
  newestFirst,
  textOf,
  today,
  usedValues,
  type DeskContext,
  type FieldSpec,
  type SectionSpec,
} from './section'

const { fields: label, hints, facts } = catalogueCopy
const postLimits = CATALOGUE_LIMITS.blogPosts
const shortLimits = CATALOGUE_LIMITS.blogShortPosts

/** What a post and its short post both have, in the form's order. */
function cardFields(
  limits: typeof postLimits | typeof shortLimits,
  context: DeskContext,
): FieldSpec[] {
  return [
    { name: 'title', label: label.title, kind: 'text', wide: true },
    { name: 'date', label: label.date, kind: 'date' },
    { name: 'readTime', label: label.readTime, kind: 'text', hint: hints.readTime },
    {
      name: 'shortDescription',
      label: label.shortDescription,
      kind: 'textarea',
      limit: limits.shortDescription,
      wide: true,
    },
    {
      name: 'imageUrl',
      label: label.image,
      kind: 'image',
      hint: hints.image,
      // The blog's pictures, whichever collection holds them.
      suggestions: usedValues(
        [...documentsOf(context, 'blogPosts'), ...documentsOf(context, 'blogShortPosts')],
        'imageUrl',
      ),
      wide: true,
    },
  ]
}

const cardValues = (data: Record<string, unknown> | null) => ({
  title: textOf(data, 'title'),
  date: data ? textOf(data, 'date') : today(),
  readTime: textOf(data, 'readTime'),
  shortDescription: textOf(data, 'shortDescription'),
  imageUrl: textOf(data, 'imageUrl'),
})

const cardSchema = (limits: typeof postLimits | typeof shortLimits) => ({
  title: text(limits.title),
  date: isoDate,
  readTime: text(limits.readTime),
  shortDescription: text(limits.shortDescription),
  imageUrl: imagePath,
})

const cardSummary = (data: Record<string, unknown>) => ({
  title: textOf(data, 'title'),
  facts: [[textOf(data, 'date'), textOf(data, 'readTime')].filter(Boolean).join(' · ')],
})

export const postsSection: SectionSpec<'blogPosts'> = {
  key: 'blogPosts',
  uses: [],
  fields: (context) => [
    ...cardFields(postLimits, context),
    {
      name: 'description',
      label: label.description,
      kind: 'textarea',
      limit: postLimits.description,
      wide: true,
    },
    {
      name: 'videoUrl',
      label: label.videoUrl,
      kind: 'text',
      inputMode: 'url',
      hint: hints.videoUrl,
      wide: true,
    },
    {
      name: 'authorAdvice',
      label: label.authorAdvice,
      kind: 'textarea',
      limit: postLimits.authorAdvice,
      wide: true,
    },
    {
      name: 'viewPostLink',
      label: label.viewPostLink,
      kind: 'text',
      inputMode: 'url',
      hint: hints.viewPostLink,
      wide: true,
    },
  ],
  values: (data) => ({
    ...cardValues(data),
    description: textOf(data, 'description'),
    videoUrl: textOf(data, 'videoUrl'),
    authorAdvice: textOf(data, 'authorAdvice'),
    viewPostLink: textOf(data, 'viewPostLink'),
  }),
  schema: () =>
    z.object({
      ...cardSchema(postLimits),
      description: text(postLimits.description),
      videoUrl: videoUrl(postLimits.videoUrl),
      authorAdvice: textOrEmpty(postLimits.authorAdvice),
      viewPostLink: webLink(postLimits.viewPostLink),
    }),
  summary: cardSummary,
  compare: newestFirst,
}

/** The blog's posts, newest first. */
const posts = (context: DeskContext) => [...documentsOf(context, 'blogPosts')].sort(newestFirst)

export const shortPostsSection: SectionSpec<'blogShortPosts'> = {
  key: 'blogShortPosts',
  uses: ['blogPosts'],
  fields: (context) => [
    {
      name: 'postId',
      label: label.post,
      kind: 'select',
      options: [
        { value: '', label: label.choosePost },
        ...posts(context).map((doc) => ({ value: doc.id, label: textOf(doc.data, 'title') })),
      ],
      wide: true,
    },
    ...cardFields(shortLimits, context),
  ],
  values: (data) => ({ postId: textOf(data, 'postId'), ...cardValues(data) }),
  schema: (context) =>
    z.object({
      postId: oneOf(
        documentsOf(context, 'blogPosts').map((doc) => doc.id),
        catalogueCopy.errors.choosePost,
      ),
      ...cardSchema(shortLimits),
    }),
  summary: (data, context) => {
    const post = documentsOf(context, 'blogPosts').find((doc) => doc.id === data.postId)
    const card = cardSummary(data)
    return {
      ...card,
      facts: [
        ...card.facts,
        post ? facts.leadsTo(textOf(post.data, 'title')) : catalogueCopy.missingLink,
      ],
    }
  },
  compare: newestFirst,
}
