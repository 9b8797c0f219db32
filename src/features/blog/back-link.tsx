import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { Icon } from '@/components/ui/icons'

export function BackToBlogLink({ className }: { className?: string }) {
  return (
    <Link to={paths.blogs} className={buttonClasses('ghost', className)}>
      <Icon name="chevron-left" className="size-4 stroke-2" />
      {messages.blog.backToBlog}
    </Link>
  )
}
