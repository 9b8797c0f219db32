// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isLoopbackUrl, localFetch } from './local-fetch'

describe('isLoopbackUrl', () => {
  it('takes plain http to this machine only', () => {
    expect(isLoopbackUrl('http://127.0.0.1:8080/v1/projects')).toBe(true)
    expect(isLoopbackUrl('http://localhost:9099/')).toBe(true)
    expect(isLoopbackUrl('http://[::1]:9099/')).toBe(true)
    expect(isLoopbackUrl('https://firestore.googleapis.com/v1/projects')).toBe(false)
    expect(isLoopbackUrl('http://127.0.0.1.example.com/')).toBe(false)
    expect(isLoopbackUrl('http://localhost@evil.example/')).toBe(false)
    expect(isLoopbackUrl('not a url')).toBe(false)
  })

  it('refuses to send anything elsewhere', async () => {
    await expect(
      localFetch('https://identitytoolkit.googleapis.com/', {
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(/refusing to send a request off this machine/)
  })
})
