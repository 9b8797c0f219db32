// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paths, staticPaths } from './paths'
import { routeList, routes } from './routes'
import { noindexPaths, sitemapPaths } from './seo'

describe('route classification, from the route table', () => {
  it('puts every static route either in the sitemap or out of search results', () => {
    const staticNoindex = noindexPaths.filter((path) => staticPaths.includes(path))
    expect([...sitemapPaths, ...staticNoindex].sort()).toEqual([...staticPaths].sort())
  })

  it('keeps out exactly the routes the table marks not indexable', () => {
    expect(noindexPaths).toEqual(routeList.filter((r) => !r.indexable).map((r) => r.path))
    for (const path of noindexPaths) expect(sitemapPaths).not.toContain(path)
  })

  it('keeps the account screens, a buyer’s own pages and the desk out, and the catalogue in', () => {
    expect([...noindexPaths].sort()).toEqual(
      [
        paths.login,
        paths.signup,
        paths.emailSignup,
        paths.completeProfile,
        paths.forgotPassword,
        paths.resetPassword,
        paths.account,
        paths.enquiry,
        paths.myEnquiries,
        routes.quote.path,
        paths.desk,
        paths.deskLeadPattern,
        routes.deskQuote.path,
        paths.deskPrices,
        paths.deskCatalogue,
      ].sort(),
    )
    expect(sitemapPaths).toEqual(expect.arrayContaining([paths.home, paths.products, paths.blogs]))
  })
})
