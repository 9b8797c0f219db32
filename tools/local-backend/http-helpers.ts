/** Small pieces both local servers share: CORS, bounded body reading, promise-based listen/close. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The browser normally reaches the stack through the app's origin (no CORS at all), but a page
 * pointed straight at a backend port must work too. `*` does not cover Authorization, hence both.
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*, Authorization',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Max-Age': '600',
} as const

export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, CORS_HEADERS).end()
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  type = 'text/plain',
): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': `${type}; charset=utf-8` })
  res.end(text)
}

export class BodyTooLargeError extends Error {}

/** The request body, refusing more than `limit` bytes so a runaway client cannot exhaust memory. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new BodyTooLargeError(`Request body exceeds ${limit} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Resolves with the bound port (useful with port 0), rejects on EADDRINUSE and the like. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** Closes the server including idle keep-alive connections, which would otherwise hold it open. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) return resolve()
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}
