/**
 * Each lazily loaded route is served its own HTML naming its page code (tools/route-html), so a
 * slow phone fetches that code beside the entry rather than after it has run.
 */
import { paths } from '../src/config/paths'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { expect, test, type Page } from './fixtures'

/** Who asked for each script: "parser" for the HTML itself, "script" for code already running. */
async function scriptInitiators(page: Page): Promise<Map<string, string>> {
  const initiators = new Map<string, string>()
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script' || /\.js$/.test(event.request.url)) {
      initiators.set(new URL(event.request.url).pathname, event.initiator.type)
    }
  })
  await cdp.send('Network.enable')
  return initiators
}

test('the products page code is requested by the HTML, not after the entry has run', async ({
  page,
}) => {
  const initiators = await scriptInitiators(page)
  await page.goto(paths.products)
  await expect(page.getByRole('heading', { level: 1, name: catalogCopy.title })).toBeVisible()
  const pageChunk = [...initiators.keys()].find((path) =>
    /\/assets\/products-page-[\w-]+\.js$/.test(path),
  )
  expect(pageChunk, 'the products page chunk was requested').toBeDefined()
  expect(initiators.get(pageChunk!)).toBe('parser')
  // The Firestore SDK the page reads with comes the same way.
  const sdk = [...initiators].filter(([path]) => /\/assets\/firestore-[\w-]+\.js$/.test(path))
  expect(sdk.map(([, initiator]) => initiator)).toEqual(['parser'])
})

test('an address without its own file still gets the app, with no route preloads', async ({
  request,
}) => {
  const html = await (await request.get('/blog/no-such-post')).text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).not.toContain('modulepreload" crossorigin href="/assets/products-page')
})
