/**
 * The build's hashed files under /assets/, gzipped once and served from memory, as Hosting's CDN
 * serves a compressed copy it made once. `vite preview` alone compresses every response again as
 * it sends it: on a small machine that work competes with the very browser whose page load the
 * tests and the benchmark observe.
 */
import { readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Content types of the files a build holds. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
}

/** Gzipped, as Vite's own compression middleware does: text types, from 1 KB. */
export function worthCompressing(type: string, size: number): boolean {
  return /text|javascript|\/json|xml/i.test(type) && size >= 1024
}

interface Entry {
  type: string
  body: Buffer
  gzip: Buffer | null
}

/**
 * A middleware answering GET and HEAD for `/assets/<file>` from `outDir`, gzipped when the client
 * accepts it and worthCompressing says so. Anything else, or a file it cannot read, goes to `next`. The
 * response headers already set (Hosting's, see vite-plugin.ts) stay.
 */
export function compressedAssets(outDir: string) {
  const root = normalize(join(outDir, 'assets'))
  const cache = new Map<string, Entry>()

  const entryFor = (path: string): Entry | null => {
    const cached = cache.get(path)
    if (cached) return cached
    const type = CONTENT_TYPES[extname(path)]
    const file = normalize(join(outDir, path))
    if (type === undefined || !file.startsWith(root + sep)) return null
    try {
      if (!statSync(file).isFile()) return null
      const body = readFileSync(file)
      const entry = {
        type,
        body,
        gzip: worthCompressing(type, body.length) ? gzipSync(body) : null,
      }
      cache.set(path, entry)
      return entry
    } catch {
      return null
    }
  }

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/'
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith('/assets/')) {
      next()
      return
    }
    const entry = entryFor(path)
    if (!entry) {
      next()
      return
    }
    const gzip = entry.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding']))
    const body = gzip && entry.gzip ? entry.gzip : entry.body
    res.statusCode = 200
    res.setHeader('Content-Type', entry.type)
    res.setHeader('Content-Length', body.length)
    res.setHeader('Vary', 'Accept-Encoding')
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
