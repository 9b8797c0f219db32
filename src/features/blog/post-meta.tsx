import { cn } from '@/components/ui/cn'
import { formatBlogDate, isoDate } from './blog-format'

interface PostMetaProps {
  date: string
  readTime: string
  /** The post's language: the read time is its words. */
  lang: string
  className?: string
}

/** "4 March 2025 · 6 min read" */
export function PostMeta({ date, readTime, lang, className }: PostMetaProps) {
  const iso = isoDate(date)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm', className)}>
      <time dateTime={iso ? date.trim() : undefined}>{formatBlogDate(date)}</time>
      {readTime ? (
        <>
          <span aria-hidden="true">·</span>
          <span lang={lang}>{readTime}</span>
        </>
      ) : null}
    </p>
  )
}
