import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { accountMenuText as text } from './account-menu-content'
import { MenuLinks } from './menu-links'
import { useSignedInName } from './use-signed-in-name'

const itemClass =
  'flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800'

/**
 * Who is signed in (initials, and the name on wide screens), opening their Account and My
 * enquiries. A disclosure: Escape or a click elsewhere closes it, focus returns to its button.
 * Log out stays a button of its own beside it, where Sign In is for a visitor.
 */
export function AccountMenu() {
  const who = useSignedInName()
  const { pathname } = useLocation()
  // Open on the page where it was opened: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (root.current?.contains(document.activeElement)) button.current?.focus()
      setOpenOn(null)
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null)
    }
    window.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  if (!who) return null
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
        >
          {who.initials}
        </span>
        <span className="sr-only">{text.label(who.name)}</span>
        <span aria-hidden="true" className="hidden max-w-32 truncate 2xl:inline">
          {who.name}
        </span>
        <Icon
          name="chevron-down"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
      >
        <p className="border-b border-stone-100 px-3 pt-1 pb-2 text-xs text-stone-600">
          {text.signedInAs}{' '}
          <span className="block truncate text-sm font-semibold text-stone-900">{who.name}</span>
          {who.email && who.email !== who.name ? (
            <span className="block truncate">{who.email}</span>
          ) : null}
        </p>
        <ul className="mt-1">
          <li>
            <Link to={paths.account} className={itemClass} onClick={() => setOpen(false)}>
              {text.account}
            </Link>
          </li>
          <li>
            <Link to={paths.myEnquiries} className={itemClass} onClick={() => setOpen(false)}>
              {text.myEnquiries}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  )
}

/** The mobile menu's part for a signed-in buyer: who they are, then Account and My enquiries. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const who = useSignedInName()
  if (!who) return null
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <p className="px-3 text-sm text-stone-600">
        {text.signedInAs}{' '}
        <span className="font-semibold break-words text-stone-900">{who.name}</span>
      </p>
      <MenuLinks
        className="mt-2"
        links={[
          { to: paths.account, label: text.account },
          { to: paths.myEnquiries, label: text.myEnquiries },
        ]}
        onNavigate={onNavigate}
      />
    </div>
  )
}
