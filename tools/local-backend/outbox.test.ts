// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createOutbox, type OutboxSend } from './outbox'

const outbox = createOutbox()
let base = ''

beforeAll(async () => {
  base = `http://127.0.0.1:${await outbox.listen(0, '127.0.0.1')}`
})
afterAll(() => outbox.close())
beforeEach(async () => {
  await fetch(`${base}/outbox`, { method: 'DELETE' })
})

/** The body @emailjs/browser 4.4.1 posts for `send(serviceId, templateId, params)`. */
function emailjsBody(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-public-key',
    service_id: 'service_local',
    template_id: 'template_contact',
    template_params: { from_name: 'Asha', message: 'Need 30kg of masoor dal' },
    ...overrides,
  })
}

const send = (body: string) =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })

async function listed(): Promise<OutboxSend[]> {
  return (await (await fetch(`${base}/outbox`)).json()) as OutboxSend[]
}

describe('outbox', () => {
  it('accepts an EmailJS send with 200 "OK" and lists it', async () => {
    const res = await send(emailjsBody())
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('OK')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const [first, ...rest] = await listed()
    expect(rest).toEqual([])
    expect(first).toMatchObject({
      service_id: 'service_local',
      template_id: 'template_contact',
      template_params: { from_name: 'Asha', message: 'Need 30kg of masoor dal' },
    })
    expect(Date.parse(first?.receivedAt ?? '')).not.toBeNaN()
  })

  it('accepts send-form (multipart): ids apart, other fields as template params', async () => {
    const form = new FormData()
    form.set('lib_version', '4.4.1')
    form.set('user_id', 'local-public-key')
    form.set('service_id', 'service_local')
    form.set('template_id', 'template_application')
    form.set('applicant', 'Ravi')
    form.set('resume', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf')
    const res = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form })
    expect(res.status).toBe(200)
    expect((await listed())[0]).toMatchObject({
      template_id: 'template_application',
      template_params: { applicant: 'Ravi', resume: '[file cv.pdf, 8 bytes]' },
    })
  })

  it.each(['service_id', 'template_id', 'user_id'])(
    'answers 400 with a text reason when %s is missing',
    async (field) => {
      const res = await send(emailjsBody({ [field]: undefined }))
      expect(res.status).toBe(400)
      expect(await res.text()).toMatch(/required/)
      expect(await listed()).toEqual([])
    },
  )

  it('answers 400 to a body that is not JSON', async () => {
    expect((await send('{nope')).status).toBe(400)
  })

  it('DELETE /outbox empties it', async () => {
    await send(emailjsBody())
    expect(await listed()).toHaveLength(1)
    expect((await fetch(`${base}/outbox`, { method: 'DELETE' })).status).toBe(200)
    expect(await listed()).toEqual([])
  })

  it('answers the CORS preflight EmailJS triggers with its JSON content type', async () => {
    const res = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toContain('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('shows the sends on an HTML page, escaped', async () => {
    await send(emailjsBody({ template_params: { message: '<script>alert(1)</script>' } }))
    const page = await (await fetch(`${base}/`)).text()
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(page).not.toContain('<script>')
  })

  it('answers /health and 404s anything else', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200)
    expect((await fetch(`${base}/nope`)).status).toBe(404)
  })
})
