import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { blogCopy } from './blog-content'
import { Icon } from '@/components/ui/icons'

export function BackToBlogLink({ className }: { className?: string }) {
  return (
    <Link to={paths.blogs} className={buttonClasses('ghost', className)}>
      <Icon name="chevron-left" className="size-4 stroke-2" />
      {blogCopy.backToBlog}
    </Link>
  )
}
