/**
 * Search and sharing files of the site, from src/config/seo.ts:
 *  - index.html's head: title, theme colour, icons, manifest link, the tags shared by every page,
 *    and default page tags for crawlers that run no scripts (the app replaces those, see
 *    src/components/seo/head-tags.ts);
 *  - sitemap.xml (static routes and every blog post, see blog-posts.ts), robots.txt, the web
 *    app manifest, and PNG icons and a share image drawn from public/favicon.svg.
 * The build emits the files; the dev server answers for them, so both serve the same site.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import {
  siteHeadTags,
  staticDefaultTags,
  type HeadTag,
} from '../../src/components/seo/head-tags.ts'
import { siteUrlFrom } from '../../src/config/env-schema.ts'
import { appIcons, seo, seoFiles, siteSeoByLocale, sitemapPaths } from '../../src/config/seo.ts'
import { LOCALES, SOURCE_LOCALE, type Locale } from '../../src/config/locales.ts'
import { buildLocale } from '../i18n/vite-plugin.ts'
import { blogPostSource, loadBlogPosts, type BlogPostSource } from './blog-posts.ts'
import { brandColours } from './brand.ts'
import { escapeHtml, insertIntoHead, renderTag } from './head-html.ts'
import { iconFiles, type GeneratedFile } from './icons/index.ts'
import { webManifest } from './manifest.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

interface SiteContext {
  origin: string
  /** Resolved only when the sitemap is made, so `vite preview` needs no Firebase settings. */
  posts: () => BlogPostSource
  /** public/favicon.svg, the mark the PNG icons are drawn from. */
  favicon: string
}

type FileMaker = () => GeneratedFile | Promise<GeneratedFile>

/**
 * index.html in `locale`: the document's language, what a browser running no scripts says, and
 * the head lines.
 */
export function localizedIndexHtml(html: string, origin: string, locale: Locale): string {
  const { htmlLang } = LOCALES[locale]
  const { noscript } = siteSeoByLocale[locale]
  return insertIntoHead(
    html
      .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(noscript)}</noscript>`),
    headLines(origin, locale),
  )
}

/** The head lines index.html is given in `locale`'s build, in order. */
export function headLines(origin: string, locale: Locale = SOURCE_LOCALE): string[] {
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs })
  const { defaultTitle } = siteSeoByLocale[locale]
  return [
    `<title ${seo.staticDefaultAttribute}>${escapeHtml(defaultTitle)}</title>`,
    ...[
      { tag: 'meta', attrs: { name: 'theme-color', content: brandColours.dark } } satisfies HeadTag,
      link({
        rel: 'icon',
        href: appIcons.tab.path,
        sizes: `${appIcons.tab.size}x${appIcons.tab.size}`,
        type: 'image/png',
      }),
      link({ rel: 'apple-touch-icon', href: appIcons.appleTouch.path }),
      link({ rel: 'manifest', href: seoFiles.manifest }),
      ...siteHeadTags(locale),
      ...staticDefaultTags(origin, locale),
    ].map(renderTag),
  ]
}

function files(context: SiteContext): Map<string, FileMaker> {
  const made = new Map<string, FileMaker>(iconFiles(() => readFileSync(context.favicon, 'utf8')))
  made.set(seoFiles.manifest, () => ({
    contentType: 'application/manifest+json',
    body: `${JSON.stringify(webManifest(), null, 2)}\n`,
  }))
  made.set(seoFiles.robots, () => ({
    contentType: 'text/plain; charset=utf-8',
    body: robotsTxt(context.origin),
  }))
  made.set(seoFiles.sitemap, async () => ({
    contentType: 'application/xml; charset=utf-8',
    body: sitemapXml(
      [...sitemapPaths.map((path) => ({ path })), ...(await loadBlogPosts(context.posts()))],
      context.origin,
      { alternates: true },
    ),
  }))
  return made
}

function siteContext(mode: string, config: ResolvedConfig): SiteContext {
  const envDir = typeof config.envDir === 'string' ? config.envDir : config.root
  const env = { ...process.env, ...loadEnv(mode, envDir, ['VITE_', 'SITEMAP_']) }
  return {
    origin: siteUrlFrom(env),
    posts: () => blogPostSource(mode, env, config.root),
    favicon: join(config.publicDir, appIcons.favicon),
  }
}

export function seoFilesPlugin(mode: string): Plugin {
  let context: SiteContext | undefined
  let locale: Locale = SOURCE_LOCALE
  const current = (): SiteContext => {
    if (!context) throw new Error('seo-files: the configuration has not been resolved yet')
    return context
  }
  return {
    name: 'seo-files',
    configResolved(config) {
      context = siteContext(mode, config)
      if (config.command === 'build') locale = buildLocale()
    },
    transformIndexHtml: {
      // Before Vite adds the entry script and styles, so the title and description come first.
      order: 'pre',
      handler: (html) => localizedIndexHtml(html, current().origin, locale),
    },
    async generateBundle() {
      // The site's files are one for every language: the source language's build writes them.
      if (locale !== SOURCE_LOCALE) return
      for (const [path, make] of files(current())) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: (await make()).body })
      }
    },
    configureServer(server) {
      const cache = new Map<string, GeneratedFile>()
      server.middlewares.use(
        (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
          const path = (req.url ?? '/').split('?')[0]!
          const make = files(current()).get(path)
          if (!make) return next()
          // Drawn images are kept; the sitemap is rebuilt so edits to the seed show up.
          const cached = cache.get(path)
          Promise.resolve(cached ?? make())
            .then((file) => {
              if (file.contentType.startsWith('image/')) cache.set(path, file)
              res.setHeader('Content-Type', file.contentType)
              res.end(file.body)
            })
            .catch(next)
        },
      )
    },
  }
}
