import { EmailJSResponseStatus, send } from '@emailjs/browser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { emailFailure, sendContactMessage } from './email'

vi.mock('@emailjs/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@emailjs/browser')>()),
  init: vi.fn(),
  send: vi.fn(),
}))

vi.mock('@/config/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof import('@/config/env')>()
  return { env: { ...env, emailjs: { ...env.emailjs, rateLimitMs: 10_000 } } }
})

const sent = vi.mocked(send)
const message = {
  from_name: 'Asha',
  from_email: 'a@example.com',
  subject: 'Quote',
  message: 'Hi',
  reference: 'ABCD-EFGH',
}

beforeEach(() => {
  localStorage.clear()
  sent.mockReset()
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

describe('one send per page per interval', () => {
  it('lets a retry through right after a failed send: only successful sends count', async () => {
    sent.mockRejectedValueOnce(new EmailJSResponseStatus(0, 'Network Error'))
    await expect(sendContactMessage(message)).rejects.toMatchObject({ status: 0 })
    sent.mockResolvedValueOnce(new EmailJSResponseStatus(200, 'OK'))
    await expect(sendContactMessage(message)).resolves.toBeUndefined()
    expect(sent).toHaveBeenCalledTimes(2)
  })

  it('refuses a second send from the same page within the interval, in words', async () => {
    sent.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'))
    await sendContactMessage(message)
    vi.advanceTimersByTime(9_999)
    const refused = await sendContactMessage(message).catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 429 })
    expect(emailFailure(refused)).toEqual({ reason: 'tooMany' })
    expect(sent).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(1)
    await sendContactMessage(message)
    expect(sent).toHaveBeenCalledTimes(2)
  })

  it('keeps the time per page', async () => {
    sent.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'))
    await sendContactMessage(message)
    expect(localStorage.getItem(`${STORAGE_KEYS.mailSentAtPrefix}${location.pathname}`)).toBe(
      String(Date.now()),
    )
    window.history.pushState(null, '', '/jobs')
    try {
      await expect(sendContactMessage(message)).resolves.toBeUndefined()
    } finally {
      window.history.pushState(null, '', '/')
    }
  })
})
