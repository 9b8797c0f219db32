/**
 * A mail outbox that speaks the EmailJS API (`@emailjs/browser` posts to {origin}/api/v1.0/email/…),
 * so the local stack sends no mail: each send is kept in memory, listed as JSON for tests at
 * GET /outbox and as a page for people at GET /.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import {
  BodyTooLargeError,
  close,
  listen,
  readBody,
  sendJson,
  sendPreflight,
  sendText,
} from './http-helpers'

export interface OutboxSend {
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
  receivedAt: string
}

export interface Outbox {
  server: Server
  listen(port: number, host: string): Promise<number>
  close(): Promise<void>
}

/** EmailJS accepts attachments up to a few MB; this bound only guards the process. */
const MAX_BODY_BYTES = 20 * 1024 * 1024

/** Field names EmailJS reserves in send-form; every other form field is a template parameter. */
const FORM_RESERVED = new Set(['lib_version', 'user_id', 'service_id', 'template_id'])

class BadSend extends Error {}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/** The real API answers a missing id with a 400 and a plain-text reason. */
function requireIds(fields: Record<string, unknown>): { service_id: string; template_id: string } {
  for (const [key, label] of [
    ['user_id', 'The Public Key'],
    ['service_id', 'The service ID'],
    ['template_id', 'The template ID'],
  ] as const) {
    const value = fields[key]
    if (typeof value !== 'string' || value.trim() === '') throw new BadSend(`${label} is required`)
  }
  return { service_id: fields.service_id as string, template_id: fields.template_id as string }
}

async function parseSend(req: IncomingMessage): Promise<Omit<OutboxSend, 'receivedAt'>> {
  const body = await readBody(req, MAX_BODY_BYTES)
  let parsed: unknown
  try {
    parsed = JSON.parse(body.toString('utf8'))
  } catch {
    throw new BadSend('The request body is not valid JSON')
  }
  if (!isRecord(parsed)) throw new BadSend('The request body must be a JSON object')
  const params = parsed.template_params ?? {}
  if (!isRecord(params)) throw new BadSend('template_params must be an object')
  return { ...requireIds(parsed), template_params: params }
}

/** Multipart parsing comes from WHATWG Request, which Node ships; files are noted, not kept. */
async function parseSendForm(req: IncomingMessage): Promise<Omit<OutboxSend, 'receivedAt'>> {
  const body = await readBody(req, MAX_BODY_BYTES)
  let form: FormData
  try {
    form = await new Request('http://outbox/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData()
  } catch {
    throw new BadSend('The request body is not multipart form data')
  }
  const fields: Record<string, unknown> = {}
  const params: Record<string, unknown> = {}
  form.forEach((value, name) => {
    const entry = typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`
    if (FORM_RESERVED.has(name)) fields[name] = entry
    else params[name] = entry
  })
  return { ...requireIds(fields), template_params: params }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function renderPage(sends: readonly OutboxSend[]): string {
  const items = [...sends]
    .reverse()
    .map((send) => {
      const params = Object.entries(send.template_params)
        .map(
          ([k, v]) =>
            `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(typeof v === 'string' ? v : JSON.stringify(v))}</dd>`,
        )
        .join('')
      return `<li><h2>${escapeHtml(send.template_id)} <small>via ${escapeHtml(send.service_id)} at ${escapeHtml(send.receivedAt)}</small></h2><dl>${params}</dl></li>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox (${sends.length})</title>
<meta http-equiv="refresh" content="5">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
li{border-top:1px solid #ccc;padding:.5rem 0;list-style:none}h2{font-size:1.1rem;margin:0}small{font-weight:normal;color:#555}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem}dt{font-weight:bold}dd{margin:0;white-space:pre-wrap}</style></head>
<body><h1>Local outbox: ${sends.length} ${sends.length === 1 ? 'email' : 'emails'}</h1>
<p>Every EmailJS send of the local stack lands here, newest first; nothing is mailed. The page refreshes every 5 s.</p>
<ul>${items || '<li>No emails yet.</li>'}</ul></body></html>`
}

export function createOutbox(): Outbox {
  const sends: OutboxSend[] = []

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') return sendPreflight(res)
    const { pathname } = new URL(req.url ?? '/', 'http://outbox')
    const route = `${req.method ?? ''} ${pathname}`
    if (route === 'POST /api/v1.0/email/send' || route === 'POST /api/v1.0/email/send-form') {
      const send = pathname.endsWith('-form') ? await parseSendForm(req) : await parseSend(req)
      sends.push({ ...send, receivedAt: new Date().toISOString() })
      return sendText(res, 200, 'OK')
    }
    if (route === 'GET /outbox') return sendJson(res, 200, sends)
    if (route === 'DELETE /outbox') {
      sends.length = 0
      return sendJson(res, 200, sends)
    }
    if (route === 'GET /health') return sendText(res, 200, 'OK')
    if (route === 'GET /') return sendText(res, 200, renderPage(sends), 'text/html')
    sendText(res, 404, `Not found: ${route}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy()
      if (error instanceof BadSend || error instanceof BodyTooLargeError)
        return sendText(res, 400, error.message)
      sendText(res, 500, `Outbox error: ${String(error)}`)
    })
  })

  return {
    server,
    listen: (port, host) => listen(server, port, host),
    close: () => close(server),
  }
}
