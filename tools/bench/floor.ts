/**
 * The "floor": a static page holding only the home hero's text and first image, with the site's
 * own CSS — the best any page with this content can do on this machine. The hero is copied from
 * the rendered home page, so the floor follows the real markup and classes as they change.
 */
import type { Browser } from '@playwright/test'
import { HERO_IMAGE } from './config'

export interface HeroSnapshot {
  /** The hero <section>, without its later slides and controls. */
  html: string
  /** Stylesheets the rendered page uses (entry CSS and the home chunk's CSS), as root paths. */
  stylesheets: string[]
}

/** Renders `/` and copies its hero section: the section holding the page's <h1>. */
export async function captureHero(browser: Browser, origin: string): Promise<HeroSnapshot> {
  // Reduced motion: the slideshow stays on its first slide and nothing is mid-animation.
  const page = await browser.newPage({ reducedMotion: 'reduce' })
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    const heading = page.locator('main h1').first()
    await heading.waitFor({ timeout: 30_000 })
    await page.locator(`main img[src="${HERO_IMAGE}"]`).first().waitFor({ timeout: 30_000 })
    return await page.evaluate((heroImage) => {
      const h1 = document.querySelector('main h1')
      const section = h1?.closest('section') ?? h1?.parentElement
      if (!section) throw new Error('No hero section around the home page <h1>')
      const copy = section.cloneNode(true) as HTMLElement
      // Only the text and the first image: no later slides, no controls, no scripts.
      copy.querySelectorAll('img').forEach((img) => {
        if (img.getAttribute('src') !== heroImage) img.remove()
      })
      copy.querySelectorAll('button, script, noscript, iframe').forEach((el) => el.remove())
      const stylesheets = Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (link) => new URL(link.href).pathname,
      )
      return { html: copy.outerHTML, stylesheets }
    }, HERO_IMAGE)
  } finally {
    await page.close()
  }
}

/** dist/index.html's head (without its scripts and preloads) around the hero snapshot. */
export function floorHtml(indexHtml: string, hero: HeroSnapshot): string {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(indexHtml)?.[1] ?? ''
  const keptHead = head
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?(?:modulepreload|stylesheet)["']?[^>]*>/gi, '')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
  const lang = /<html[^>]*\slang=["']([^"']+)["']/i.exec(indexHtml)?.[1] ?? 'en'
  const styles = hero.stylesheets
    .map((href) => `    <link rel="stylesheet" href="${escapeAttr(href)}">`)
    .join('\n')
  return [
    '<!doctype html>',
    `<html lang="${escapeAttr(lang)}">`,
    '  <head>',
    `    ${keptHead}`,
    styles,
    '  </head>',
    '  <body>',
    '    <div id="root"><main id="main">',
    hero.html,
    '    </main></div>',
    '  </body>',
    '</html>',
    '',
  ].join('\n')
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
