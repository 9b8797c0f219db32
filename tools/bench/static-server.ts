/**
 * A tiny static server for the floor page: given pages at given paths, every other file from
 * dist/, gzipped like `vite preview` does (text types from 1 KB), so both pages travel alike.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CONTENT_TYPES, worthCompressing } from '../hosting/compressed-assets'
import { STACK_HOST } from '../local-backend/ports'

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

export async function startStaticServer(
  root: string,
  pages: ReadonlyMap<string, string>,
): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    const gzipOk = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const page = pages.get(path)
    if (page !== undefined) {
      send(res, CONTENT_TYPES['.html'] as string, Buffer.from(page), gzipOk)
      return
    }
    const file = normalize(join(root, path))
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    send(
      res,
      CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      readFileSync(file),
      gzipOk,
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, STACK_HOST, resolve)
  })
  const address = server.address()
  if (address === null || typeof address === 'string')
    throw new Error('No port for the floor server')
  return {
    origin: `http://${STACK_HOST}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function send(res: ServerResponse, type: string, body: Buffer, gzipOk: boolean) {
  const compress = gzipOk && worthCompressing(type, body.length)
  const payload = compress ? gzipSync(body) : body
  res.writeHead(200, {
    'content-type': type,
    'cache-control': 'no-cache',
    'content-length': payload.length,
    ...(compress ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
  })
  res.end(payload)
}
