/**
 * The blog as a reader goes through it: from the list to an article and back, and from a featured
 * story to its article, each video playing in the privacy-friendly player, sandboxed, where the
 * site's policy lets it in. What the pages show (the lists and their order, the carousel's timing,
 * a post's date, paragraphs and takeaway, Loading, not found, stored lists, refused video hosts,
 * markup shown as text) is checked by the component tests (src/features/blog/*.test.ts*); each
 * page's load, head and axe by route-sweep.spec.ts; a failed read and its Retry by shell.spec.ts.
 */
import { paths } from '../src/config/paths'
import { blogCopy } from '../src/features/blog/blog-content'
import { newestFirst } from '../src/features/blog/blog-format'
import { expect, test, type Page } from './fixtures'
import { leafletCssLoaded } from './support/locate'
import { standInThirdParties } from './support/policy'
import { seed, type SeedPost } from './support/seed'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function seededPost(id: string): SeedPost {
  const post = seed.posts.find((p) => p.id === id)
  if (!post) throw new Error(`seed/blogPosts.json has no post "${id}"`)
  return post
}

/** The seed's article with a vimeo.com link, and the player address it should play in. */
function vimeoArticle(): { post: SeedPost; player: string } {
  const post = seed.posts.find((p) => /^https:\/\/vimeo\.com\/\d+$/.test(p.videoUrl))
  if (!post) throw new Error('seed/blogPosts.json needs a post with a vimeo.com link')
  return { post, player: `https://player.vimeo.com/video/${post.videoUrl.split('/').pop()}` }
}

/** The player address of a YouTube watch link: the nocookie one. */
function youtubePlayer(post: SeedPost): string {
  const id = /youtube\.com\/watch\?v=([\w-]{11})$/.exec(post.videoUrl)?.[1]
  if (!id) throw new Error(`post "${post.id}" needs a YouTube watch link`)
  return `https://www.youtube-nocookie.com/embed/${id}`
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const latest = (page: Page) => page.getByRole('region', { name: blogCopy.latestHeading })
const carousel = (page: Page) => page.getByRole('region', { name: blogCopy.carouselLabel })

// Under reduced motion the featured stories stay on their first slide, the one whose link is
// pressed below (their timing is a component test's).
test.use({ reducedMotion: 'reduce' })

test('from the list to an article and back, then a featured story to its article, each video in its sandboxed player', async ({
  page,
  context,
}) => {
  const thirdParties = await standInThirdParties(context)
  /** The post's video: the player's address, sandboxed, and let in by the policy. */
  const expectPlayer = async (src: string, loaded: number) => {
    const frame = page.getByRole('main').locator('iframe')
    await expect(frame).toHaveAttribute('src', src)
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation',
    )
    // Only a request the policy allowed reaches the stand-in player.
    await expect.poll(() => thirdParties.players).toBe(loaded)
  }

  await page.goto(paths.blogs)
  const { post: article, player } = vimeoArticle()
  await latest(page).getByRole('link', { name: article.title, exact: true }).click()
  await expect(page).toHaveURL(paths.blogPost(article.id))
  await expect(h1(page)).toHaveText(article.title)
  await expectPlayer(player, 1)
  await page.getByRole('link', { name: blogCopy.backToBlog }).first().click()
  await expect(page).toHaveURL(paths.blogs)
  await expect(h1(page)).toHaveText(blogCopy.title)

  // The newest featured story leads to its full article.
  const story = newestFirst(
    seed.shortPosts.map((s) => ({ ...s, createdAt: new Date(s.createdAt) })),
  )[0]!
  const storyPost = seededPost(story.postId)
  await carousel(page)
    .getByRole('link', {
      name: new RegExp(`^${blogCopy.readArticle}\\W+${escapeRegExp(story.title)}$`),
    })
    .click()
  await expect(page).toHaveURL(paths.blogPost(storyPost.id))
  await expect(h1(page)).toHaveText(storyPost.title)
  await expectPlayer(youtubePlayer(storyPost), 2)

  // The browser's Back returns to the list.
  await page.goBack()
  await expect(page).toHaveURL(paths.blogs)
  await expect(h1(page)).toHaveText(blogCopy.title)
  // Leaflet's stylesheet came with none of these pages: it is the map's alone (locate.spec.ts).
  expect(await leafletCssLoaded(page)).toBe(false)
})
