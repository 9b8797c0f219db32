import { useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { paths, primaryNav } from '@/config/paths'
import { site } from '@/config/site'
import { uiText } from '@/config/ui-content'
import { AccountButton } from './account-button'
import { SignedInMenu } from './signed-in-parts'
import { EnquiryLink } from './enquiry-link'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link to={paths.home} className={cn('flex items-center gap-2 rounded-md', className)}>
      <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span className="font-display text-lg font-bold leading-tight text-brand-900">
        {site.brand}
        <span className="sr-only"> {uiText.brandHome}</span>
      </span>
    </Link>
  )
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3',
    isActive
      ? 'text-brand-800 underline decoration-saffron-400 decoration-2 underline-offset-8'
      : 'text-stone-700 hover:text-brand-800',
  )

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <header className="sticky top-0 z-40 h-20 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {uiText.skipToContent}
      </a>
      <div className="container-page flex h-full items-center justify-between gap-4">
        <BrandLogo />
        {/* The full header needs a laptop's width; below it, the menu button holds the links. */}
        <nav aria-label={uiText.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          <EnquiryLink />
          <Link to={paths.locate} className={buttonClasses('secondary', 'whitespace-nowrap')}>
            {uiText.locateUs}
          </Link>
          <SignedInMenu />
          <AccountButton />
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <LanguageSwitch />
          <EnquiryLink stacked />
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  )
}
