import { toEmbedUrl } from '@/lib/util/video-embed'
import { blogCopy } from './blog-content'

interface VideoFrameProps {
  videoUrl: string
  postTitle: string
}

/**
 * The post's video, only when it is an allowed YouTube or Vimeo link (see
 * src/lib/util/video-embed.ts). The player is sandboxed to what it needs to play: scripts, its own
 * origin, and fullscreen.
 */
export function VideoFrame({ videoUrl, postTitle }: VideoFrameProps) {
  const src = toEmbedUrl(videoUrl)
  if (!src) {
    return videoUrl.trim() ? (
      <p className="rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-600">
        {blogCopy.videoUnavailable}
      </p>
    ) : null
  }
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-stone-900 shadow-sm">
      <iframe
        src={src}
        title={blogCopy.videoTitle(postTitle)}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation"
        className="size-full border-0"
      />
    </div>
  )
}
