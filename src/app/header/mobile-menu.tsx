import { useEffect, useId, useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths, primaryNav } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { Icon } from '@/components/ui/icons'
import { AccountButton } from './account-button'
import { MenuLinks } from './menu-links'
import { AccountLinks } from './signed-in-parts'

interface MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The header's links and buttons for narrow screens. */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()

  useEffect(() => onOpenChange(false), [pathname, onOpenChange])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Focus inside the panel would be lost when it hides: hand it back to the toggle.
      if (panel.current?.contains(document.activeElement)) toggle.current?.focus()
      onOpenChange(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onOpenChange])

  const close = () => onOpenChange(false)
  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        <span className="sr-only">{open ? uiText.closeMenu : uiText.openMenu}</span>
        <Icon name={open ? 'close' : 'menu'} className="stroke-2" />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-20 border-b border-stone-200 bg-white shadow-lg"
      >
        <nav aria-label={uiText.mobileNav} className="container-page py-4">
          <MenuLinks links={primaryNav} onNavigate={close} />
          <AccountLinks onNavigate={close} />
          <div className="mt-4 grid gap-2">
            <Link
              to={paths.locate}
              onClick={close}
              className={buttonClasses('secondary', 'w-full')}
            >
              {uiText.locateUs}
            </Link>
            <AccountButton className="w-full" onDone={close} />
          </div>
        </nav>
      </div>
    </div>
  )
}
