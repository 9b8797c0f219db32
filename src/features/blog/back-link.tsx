import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { blogCopy } from './blog-content'

export function BackToBlogLink({ className }: { className?: string }) {
  return (
    <Link to={paths.blogs} className={buttonClasses('ghost', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M15 6l-6 6 6 6" />
      </svg>
      {blogCopy.backToBlog}
    </Link>
  )
}
