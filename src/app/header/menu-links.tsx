import { NavLink } from 'react-router-dom'
import { cn } from '@/components/ui/cn'
import { paths } from '@/config/paths'

interface MenuLinksProps {
  links: readonly { to: string; label: string }[]
  /** Called as a link is followed (the menu closes). */
  onNavigate: () => void
  className?: string
}

/** A list of the mobile menu's links, each a full-width 44 px row, the current page marked. */
export function MenuLinks({ links, onNavigate, className }: MenuLinksProps) {
  return (
    <ul className={cn('flex flex-col', className)}>
      {links.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === paths.home}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center rounded-md px-3 text-base font-medium',
                isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800',
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
