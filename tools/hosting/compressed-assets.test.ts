// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { compressedAssets } from './compressed-assets'

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'compressed-assets-'))
  mkdirSync(join(root, 'assets'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
  return root
}

/** Runs the middleware once: what it sent, or that it passed the request on. */
function serve(
  middleware: ReturnType<typeof compressedAssets>,
  url: string,
  { method = 'GET', gzip = true } = {},
) {
  const headers = new Map<string, string | number>()
  let body: Buffer | undefined
  const res = {
    statusCode: 0,
    setHeader: (key: string, value: string | number) => headers.set(key.toLowerCase(), value),
    end: (chunk?: Buffer) => {
      body = chunk
    },
  }
  const next = vi.fn()
  const req = { url, method, headers: gzip ? { 'accept-encoding': 'gzip, br' } : {} }
  middleware(req as unknown as IncomingMessage, res as unknown as ServerResponse, next)
  return { passed: next.mock.calls.length > 0, status: res.statusCode, headers, body }
}

/** Over the 1 KB from which text is compressed. */
const big = 'console.log("sample")\n'.repeat(200)

describe('compressedAssets', () => {
  it('sends a text asset gzipped to clients that accept it, and as it is to others', () => {
    const root = project({ 'assets/app-1.js': big })
    const middleware = compressedAssets(root)
    const zipped = serve(middleware, '/assets/app-1.js?v=1')
    expect(zipped.status).toBe(200)
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(gunzipSync(zipped.body!).toString()).toBe(big)
    expect(zipped.headers.get('content-length')).toBe(zipped.body!.length)
    const plain = serve(middleware, '/assets/app-1.js', { gzip: false })
    expect(plain.headers.has('content-encoding')).toBe(false)
    expect(plain.body!.toString()).toBe(big)
  })

  it('reads and compresses each file once: later requests get the same copy', () => {
    const root = project({ 'assets/app-1.js': big })
    const middleware = compressedAssets(root)
    const first = serve(middleware, '/assets/app-1.js').body
    writeFileSync(join(root, 'assets/app-1.js'), 'changed on disk')
    expect(serve(middleware, '/assets/app-1.js').body).toBe(first)
  })

  it('sends small files uncompressed and answers HEAD without a body', () => {
    const middleware = compressedAssets(project({ 'assets/tiny-1.js': 'export {}' }))
    expect(serve(middleware, '/assets/tiny-1.js').headers.has('content-encoding')).toBe(false)
    const head = serve(middleware, '/assets/tiny-1.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBeUndefined()
  })

  it('passes on everything else: other paths and methods, unknown types, missing files, escapes', () => {
    const root = project({ 'assets/app-1.js': big, 'assets/data.bin': 'x', 'secret.js': big })
    const middleware = compressedAssets(root)
    for (const url of [
      '/index.html',
      '/assets/missing.js',
      '/assets/data.bin',
      '/assets/../secret.js',
      '/assets/',
    ])
      expect(serve(middleware, url).passed, url).toBe(true)
    expect(serve(middleware, '/assets/app-1.js', { method: 'POST' }).passed).toBe(true)
  })
})
