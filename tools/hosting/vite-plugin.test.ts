// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firebaseHosting } from './vite-plugin'

const CSP =
  "default-src 'self'; script-src 'self' https://apis.google.com; " +
  "img-src 'self' data: https://tile.openstreetmap.org; frame-src https://p.firebaseapp.com"
const hosting = {
  public: 'dist',
  rewrites: [{ source: '**', destination: '/index.html' }],
  headers: [
    {
      source: '**',
      headers: [
        { key: 'Content-Security-Policy', value: CSP },
        { key: 'Cache-Control', value: 'no-cache, must-revalidate' },
      ],
    },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'max-age=60, immutable' }] },
  ],
}

/** Large enough to be compressed. */
const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))}\n`

let server: PreviewServer
let upstream: Server
let base = ''

/** A throw-away project: firebase.json, a build with one asset, and one forwarded path. */
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'hosting-preview-'))
  writeFileSync(join(root, 'firebase.json'), JSON.stringify({ hosting }))
  mkdirSync(join(root, 'dist/assets'), { recursive: true })
  writeFileSync(join(root, 'dist/index.html'), '<!doctype html><title>t</title>')
  writeFileSync(join(root, 'dist/assets/app-abc123.js'), 'export {}')
  writeFileSync(join(root, 'dist/assets/big-def456.js'), BIG_SCRIPT)
  upstream = createServer((_req, res) => res.end('from the stack'))
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
  const { port } = upstream.address() as AddressInfo
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'localstack',
    plugins: [firebaseHosting('localstack')],
    preview: {
      host: '127.0.0.1',
      port: 0,
      proxy: { '/v1/projects': `http://127.0.0.1:${port}` },
    },
  })
  base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await server?.close()
  upstream?.close()
})

const get = (path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html' } })

describe('vite preview with firebaseHosting()', () => {
  it("sends firebase.json's headers on rewritten routes, over Vite's own Cache-Control", async () => {
    for (const path of ['/', '/index.html', '/products']) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache, must-revalidate')
      // A local-stack build also frames the Auth emulator's iframe from the app's own origin.
      expect(res.headers.get('content-security-policy')).toBe(`${CSP} 'self'`)
    }
  })

  it('caches hashed assets as firebase.json says', async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('max-age=60, immutable')
  })

  it('sends hashed assets gzipped, with the same headers', async () => {
    const res = await fetch(`${base}/assets/big-def456.js`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('max-age=60, immutable')
    expect(Number(res.headers.get('content-length'))).toBeLessThan(BIG_SCRIPT.length)
    // fetch undoes the gzip: the body is the file.
    expect(await res.text()).toBe(BIG_SCRIPT)
  })

  it('leaves the forwarded service paths to the stack', async () => {
    const res = await fetch(`${base}/v1/projects/demo/databases`)
    expect(await res.text()).toBe('from the stack')
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})
