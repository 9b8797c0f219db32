// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { toEmbedUrl } from './video-embed'

const YT = 'dQw4w9WgXcQ'
const YT_EMBED = `https://www.youtube-nocookie.com/embed/${YT}`

describe('toEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtube-nocookie.com/embed/${YT}/`,
    `  HTTPS://WWW.YOUTUBE.COM/watch?v=${YT}  `,
  ])('turns the YouTube link %s into the nocookie player', (url) => {
    expect(toEmbedUrl(url)).toBe(YT_EMBED)
  })

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871/', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
  ])('turns the Vimeo link %s into %s', (url, expected) => {
    expect(toEmbedUrl(url)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a YouTube-looking body', `javascript://www.youtube.com/watch?v=${YT}`],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', `ftp://www.youtube.com/watch?v=${YT}`],
    ['protocol-relative', `//www.youtube.com/watch?v=${YT}`],
    ['look-alike host', `https://youtube.com.evil.net/watch?v=${YT}`],
    ['look-alike host (embed)', `https://www.youtube-nocookie.com.evil.net/embed/${YT}`],
    ['host suffix', `https://evilyoutube.com/watch?v=${YT}`],
    ['subdomain of Vimeo not the player', 'https://evil.vimeo.com/video/76979871'],
    ['Vimeo look-alike', 'https://vimeo.com.evil.net/76979871'],
    ['credentials', `https://www.youtube.com@evil.net/watch?v=${YT}`],
    ['user info on the real host', `https://user:pass@www.youtube.com/watch?v=${YT}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${YT}`],
    ['short YouTube id', 'https://youtu.be/abc'],
    ['long YouTube id', `https://youtu.be/${YT}x`],
    ['YouTube id with bad characters', 'https://www.youtube.com/watch?v=dQw4w9WgX%3C'],
    ['YouTube id injection', `https://www.youtube.com/embed/${YT}"onload="x`],
    ['watch without an id', 'https://www.youtube.com/watch'],
    ['a YouTube channel', 'https://www.youtube.com/@sunehrifasal'],
    ['a YouTube playlist', 'https://www.youtube.com/playlist?list=PL123'],
    ['extra YouTube path', `https://www.youtube.com/embed/${YT}/extra`],
    ['nocookie watch page', `https://www.youtube-nocookie.com/watch?v=${YT}`],
    ['youtu.be on another path', `https://youtu.be/embed/${YT}`],
    ['non-numeric Vimeo id', 'https://vimeo.com/channels'],
    ['short Vimeo id', 'https://vimeo.com/123'],
    ['Vimeo video path on the main host', 'https://vimeo.com/video/76979871'],
    ['another video host', 'https://videos.example.com/watch?v=123'],
    ['not a URL', 'just some text'],
  ])('refuses %s', (_name, url) => {
    expect(toEmbedUrl(url)).toBeNull()
  })
})
