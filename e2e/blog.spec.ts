import { readFileSync } from 'node:fs'
import { COUNTS, STORAGE_KEYS, TIMINGS } from '../src/config/constants'
import { paths } from '../src/config/paths'
import { blogCopy } from '../src/features/blog/blog-content'
import { formatBlogDate } from '../src/features/blog/blog-text'
import { expectNoA11yViolations } from './a11y'
import { appIsLive, expect, FIRESTORE_ROUTE, holdFirestore, test, type Page } from './fixtures'

interface SeedPost {
  id: string
  title: string
  date: string
  readTime: string
  description: string
  videoUrl: string
  authorAdvice: string
  createdAt: string
}
interface SeedShortPost {
  id: string
  title: string
  postId: string
  createdAt: string
}

const read = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../seed/${name}.json`, import.meta.url), 'utf8')) as T[]
const posts = read<SeedPost>('blogPosts')
const shortPosts = read<SeedShortPost>('blogShortPosts')

const newestFirst = <T extends { createdAt: string }>(items: T[]) =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const FIRESTORE = FIRESTORE_ROUTE
/** The video players are third-party pages; there is no internet here, so fail them fast. */
const PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//

const byId = (id: string) => {
  const post = posts.find((p) => p.id === id)
  if (!post) throw new Error(`seed/blogPosts.json has no post "${id}"`)
  return post
}
/** A seeded post whose video link is not YouTube or Vimeo. */
const foreignVideo = posts.find(
  (p) =>
    p.videoUrl &&
    !/^https:\/\/(www\.)?(youtube(-nocookie)?\.com|youtu\.be|vimeo\.com)\//.test(p.videoUrl),
)
/** A seeded post whose text holds a <script> tag. */
const scripted = posts.find((p) => p.description.includes('<script>'))
const youtubePost = posts.find((p) => /youtube\.com\/watch\?v=|youtu\.be\//.test(p.videoUrl))
const vimeoPost = posts.find((p) => /^https:\/\/vimeo\.com\/\d+$/.test(p.videoUrl))

const latest = (page: Page) =>
  page.getByRole('region', { name: blogCopy.latestHeading }).getByRole('listitem')
const carousel = (page: Page) => page.getByRole('region', { name: blogCopy.carouselLabel })

async function openPost(page: Page, id: string): Promise<void> {
  await page.route(PLAYERS, (route) => route.abort())
  await page.goto(paths.blogPost(id))
  await expect(page.getByRole('heading', { level: 1, name: byId(id).title })).toBeVisible()
}

const BLOG_POSTS_CACHE = `${STORAGE_KEYS.catalogCachePrefix}blogPosts`

/**
 * Leaves a stored copy of the post list without `missingId`, as a visit made before that post was
 * published would have: the list page stores the list it read, and the post is taken out of it.
 */
async function storeListWithout(page: Page, missingId: string): Promise<void> {
  await page.goto(paths.blogs)
  await expect(latest(page)).toHaveCount(posts.length)
  await expect
    .poll(() =>
      page.evaluate(
        ({ key, id }) => {
          const raw = localStorage.getItem(key)
          if (!raw) return 'not stored yet'
          const copy = JSON.parse(raw) as { items: { id: string }[] }
          copy.items = copy.items.filter((item) => item.id !== id)
          localStorage.setItem(key, JSON.stringify(copy))
          return copy.items.length
        },
        { key: BLOG_POSTS_CACHE, id: missingId },
      ),
    )
    .toBe(posts.length - 1)
}

/** Fails the test if any script in the page opens an alert/confirm/prompt. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = []
  page.on('dialog', (dialog) => {
    opened.push(dialog.message())
    void dialog.dismiss()
  })
  return opened
}

test.describe('Blog list', () => {
  test('shows three featured short posts and every article newest first', async ({ page }) => {
    await page.goto(paths.blogs)
    await expect(page.getByRole('heading', { level: 1, name: blogCopy.title })).toBeVisible()

    const featured = newestFirst(shortPosts).slice(0, COUNTS.blogCarouselPosts)
    const slides = carousel(page).getByRole('group', { includeHidden: true })
    await expect(slides).toHaveCount(featured.length)
    for (const [i, short] of featured.entries()) {
      // Hidden slides have no accessible name; their label is what a visible one announces.
      await expect(slides.nth(i)).toHaveAttribute(
        'aria-label',
        `${i + 1} of ${featured.length}: ${short.title}`,
      )
    }

    const ordered = newestFirst(posts)
    await expect(latest(page)).toHaveCount(ordered.length)
    await expect(latest(page).getByRole('heading', { level: 3 })).toHaveText(
      ordered.map((p) => p.title),
    )
    for (const post of ordered) {
      await expect(
        latest(page).getByRole('link', { name: post.title, exact: true }),
      ).toHaveAttribute('href', paths.blogPost(post.id))
    }
    await expectNoA11yViolations(page)
  })

  test('the featured carousel advances every 5 s and can be paused', async ({ page }) => {
    await page.clock.install()
    await page.goto(paths.blogs)
    // The slides are in the HTML; they move once the app runs and the posts are read.
    await appIsLive(page)
    await page.waitForLoadState('networkidle')
    const featured = newestFirst(shortPosts).slice(0, COUNTS.blogCarouselPosts)
    const current = () => carousel(page).getByRole('group').locator('visible=true')
    await expect(current()).toHaveAccessibleName(new RegExp(`^1 of 3: `))
    await expect(current().getByRole('heading')).toHaveText(featured[0]!.title)

    await page.clock.runFor(TIMINGS.blogCarouselMs)
    await expect(current().getByRole('heading')).toHaveText(featured[1]!.title)
    await page.clock.runFor(TIMINGS.blogCarouselMs * 2)
    await expect(current().getByRole('heading')).toHaveText(featured[0]!.title)

    await carousel(page).getByRole('button', { name: 'Pause automatic slide show' }).click()
    await page.mouse.move(0, 0)
    await page.locator('body').focus()
    await page.clock.runFor(TIMINGS.blogCarouselMs * 3)
    await expect(current().getByRole('heading')).toHaveText(featured[0]!.title)
  })

  test('a featured slide links to its full article', async ({ page }) => {
    const first = newestFirst(shortPosts)[0]!
    await page.route(PLAYERS, (route) => route.abort())
    await page.goto(paths.blogs)
    await carousel(page)
      .getByRole('link', {
        name: new RegExp(`^${blogCopy.readArticle}\\W+${escapeRegExp(first.title)}$`),
      })
      .click()
    await expect(page).toHaveURL(paths.blogPost(first.postId))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(byId(first.postId).title)
  })

  test('list → detail → Back to Blog', async ({ page }) => {
    await page.route(PLAYERS, (route) => route.abort())
    await page.goto(paths.blogs)
    const post = newestFirst(posts)[1]!
    await latest(page).getByRole('link', { name: post.title, exact: true }).click()
    await expect(page).toHaveURL(paths.blogPost(post.id))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await page.getByRole('link', { name: blogCopy.backToBlog }).first().click()
    await expect(page).toHaveURL(paths.blogs)
    await expect(page.getByRole('heading', { level: 1, name: blogCopy.title })).toBeVisible()
  })

  test('a failed read shows an error with Retry that recovers', async ({ page }) => {
    await page.route(FIRESTORE, (route) => route.abort())
    await page.goto(paths.blogs)
    const region = page.getByRole('region', { name: blogCopy.latestHeading })
    await expect(region.getByRole('alert')).toContainText(blogCopy.loadError)
    await page.unroute(FIRESTORE)
    await region.getByRole('button', { name: blogCopy.retry }).click()
    await expect(latest(page)).toHaveCount(posts.length)
  })
})

test.describe('Blog post', () => {
  test('shows title, en-IN date, read time, paragraphs and the takeaway', async ({ page }) => {
    const post = newestFirst(posts)[0]!
    await openPost(page, post.id)
    const main = page.getByRole('main')
    await expect(main).toContainText(formatBlogDate(post.date))
    await expect(main.locator('time')).toHaveAttribute('datetime', post.date)
    await expect(main).toContainText(post.readTime)
    const paragraphs = post.description.split(/\n\s*\n/)
    for (const paragraph of paragraphs) {
      await expect(main.getByText(paragraph.trim(), { exact: true })).toBeVisible()
    }
    const takeaway = page.getByRole('complementary', { name: blogCopy.takeawayHeading })
    await expect(takeaway).toContainText(post.authorAdvice)
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(post.title)))
    await expectNoA11yViolations(page)
  })

  test('says Loading... until the posts arrive', async ({ page }) => {
    const post = posts[0]!
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(FIRESTORE, async (route) => {
      await held
      await route.continue()
    })
    await page.route(PLAYERS, (route) => route.abort())
    await page.goto(paths.blogPost(post.id))
    await expect(page.getByRole('status')).toHaveText(blogCopy.loading)
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.getByText(blogCopy.loading, { exact: true })).toHaveCount(0)
  })

  test('a post missing from the stored list says Loading... until the live list has it', async ({
    page,
  }) => {
    const post = newestFirst(posts)[0]!
    await storeListWithout(page, post.id)
    await page.route(PLAYERS, (route) => route.abort())
    const release = await holdFirestore(page)
    await page.goto(paths.blogPost(post.id))
    await expect(page.getByRole('status')).toHaveText(blogCopy.loading)
    await expect(page.getByRole('heading', { name: blogCopy.notFoundTitle })).toHaveCount(0)
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  })

  test('a post missing from the stored list, when the live read fails, offers Retry', async ({
    page,
  }) => {
    const post = newestFirst(posts)[0]!
    await storeListWithout(page, post.id)
    await page.route(PLAYERS, (route) => route.abort())
    let failing = true
    await page.route(FIRESTORE, (route) => (failing ? route.abort('failed') : route.fallback()))
    await page.goto(paths.blogPost(post.id))
    await expect(page.getByRole('alert')).toContainText(blogCopy.postLoadError)
    await expect(page.getByRole('heading', { name: blogCopy.notFoundTitle })).toHaveCount(0)
    failing = false
    await page.getByRole('button', { name: blogCopy.retry }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  })

  test('an unknown id ends in "Post not found" with the back link', async ({ page }) => {
    await page.goto(paths.blogPost('no-such-post-anywhere'))
    await expect(
      page.getByRole('heading', { level: 1, name: blogCopy.notFoundTitle }),
    ).toBeVisible()
    await expect(page.getByText(blogCopy.loading, { exact: true })).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: blogCopy.backToBlog }).click()
    await expect(page).toHaveURL(paths.blogs)
  })

  test('a YouTube link is embedded through the nocookie player, sandboxed', async ({ page }) => {
    test.skip(!youtubePost, 'the seed has no YouTube watch link')
    await openPost(page, youtubePost!.id)
    const frame = page.locator('iframe')
    await expect(frame).toHaveCount(1)
    const id = /(?:v=|youtu\.be\/)([\w-]{11})/.exec(youtubePost!.videoUrl)![1]
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`)
    await expect(frame).toHaveAttribute('title', blogCopy.videoTitle(youtubePost!.title))
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation',
    )
  })

  test('a Vimeo link is embedded through the Vimeo player', async ({ page }) => {
    test.skip(!vimeoPost, 'the seed has no vimeo.com link')
    await openPost(page, vimeoPost!.id)
    const id = vimeoPost!.videoUrl.split('/').pop()
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      `https://player.vimeo.com/video/${id}`,
    )
  })

  test('a video on a host that is not allowed renders no iframe', async ({ page }) => {
    expect(foreignVideo, 'seed/blogPosts.json needs a post with a foreign video host').toBeTruthy()
    await openPost(page, foreignVideo!.id)
    await expect(page.getByText(blogCopy.videoUnavailable)).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('a <script> in the text is shown as text and never runs', async ({ page }) => {
    expect(scripted, 'seed/blogPosts.json needs a post whose text holds <script>').toBeTruthy()
    const opened = watchDialogs(page)
    await openPost(page, scripted!.id)
    const tag = /<script>.*?<\/script>/.exec(scripted!.description)![0]
    const paragraph = page.getByRole('main').getByText(tag)
    await expect(paragraph).toBeVisible()
    await expect(paragraph).toContainText(tag)
    // The page's one script is its structured data, a data block no browser runs.
    const scripts = page.getByRole('main').locator('script')
    expect(await scripts.evaluateAll((all) => all.map((s) => s.getAttribute('type')))).toEqual([
      'application/ld+json',
    ])
    expect(opened).toEqual([])
  })
})
