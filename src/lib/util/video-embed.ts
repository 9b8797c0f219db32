/**
 * Which video links may be embedded on a blog post, and in what form: the blog embeds only these,
 * and the trade desk saves no other. Only YouTube (always via the privacy-enhanced
 * youtube-nocookie.com player) and Vimeo are allowed; the host is matched exactly and the video id
 * strictly, so look-alike hosts, other schemes and odd paths give null (no iframe).
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{6,12}$/

const YOUTUBE_WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])
const YOUTUBE_EMBED_HOSTS = new Set([
  ...YOUTUBE_WATCH_HOSTS,
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])

const youtube = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`
const vimeo = (id: string) => `https://player.vimeo.com/video/${id}`

function parse(raw: string): URL | null {
  const text = raw.trim()
  if (!/^https?:\/\//i.test(text)) return null
  try {
    const url = new URL(text)
    if (url.username || url.password || url.port) return null
    return url
  } catch {
    return null
  }
}

/** Path segments without the empty ones a trailing slash leaves. */
function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean)
}

function youtubeId(url: URL): string | null {
  const host = url.hostname
  const parts = segments(url)
  if (host === 'youtu.be' && parts.length === 1) return parts[0] ?? null
  if (YOUTUBE_WATCH_HOSTS.has(host) && parts.length === 1 && parts[0] === 'watch') {
    return url.searchParams.get('v')
  }
  if (YOUTUBE_EMBED_HOSTS.has(host) && parts.length === 2 && parts[0] === 'embed') {
    return parts[1] ?? null
  }
  return null
}

function vimeoId(url: URL): string | null {
  const parts = segments(url)
  if (VIMEO_HOSTS.has(url.hostname) && parts.length === 1) return parts[0] ?? null
  if (url.hostname === 'player.vimeo.com' && parts.length === 2 && parts[0] === 'video') {
    return parts[1] ?? null
  }
  return null
}

/** The embeddable player URL for an allowed YouTube or Vimeo link, else null. */
export function toEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null
  const url = parse(raw)
  if (!url) return null
  const yt = youtubeId(url)
  if (yt !== null) return YOUTUBE_ID.test(yt) ? youtube(yt) : null
  const vm = vimeoId(url)
  if (vm !== null) return VIMEO_ID.test(vm) ? vimeo(vm) : null
  return null
}
