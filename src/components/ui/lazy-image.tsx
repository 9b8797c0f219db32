import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { LAZY_IMAGE } from '@/config/constants'
import { useInView } from '@/hooks/use-in-view'

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string
  alt: string
  width: number
  height: number
  /** Shown instead when the image fails to load. */
  fallbackSrc?: string
  /** Load at once (above the fold / LCP). */
  eager?: boolean
}

/**
 * An image with explicit dimensions (no layout shift) that starts loading when it comes near the
 * viewport (`LAZY_IMAGE`), and swaps to a placeholder if it fails.
 */
export function LazyImage({ src, fallbackSrc, eager = false, alt, ...props }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  // Eager images start with their source: nothing to watch.
  const near = useInView(ref, { ...LAZY_IMAGE, once: true, skip: eager })
  const visible = eager || near
  const [failedSrc, setFailedSrc] = useState<string | null>(null)

  // A prerendered image may have failed before the app took the page over, when no handler was
  // listening yet: the browser keeps the broken state, so ask it once.
  useEffect(() => {
    const element = ref.current
    if (!element?.complete || element.naturalWidth > 0 || !element.getAttribute('src')) return
    element.decode().catch(() => setFailedSrc(src))
    // Only the image the page started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const failed = failedSrc === src
  const current = failed && fallbackSrc ? fallbackSrc : src
  return (
    <img
      ref={ref}
      alt={alt}
      src={visible ? current : undefined}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => {
        if (!failed && fallbackSrc) setFailedSrc(src)
      }}
      data-loaded-src={visible ? current : undefined}
      {...props}
    />
  )
}
