import { Link } from 'react-router-dom'
import { legalNav, paths, primaryNav } from '@/config/paths'
import { site } from '@/config/site'
import { uiText } from '@/config/ui-content'
import { OfficeMapButton } from './office-map-button'

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-saffron-300">{title}</h2>
      <ul className="mt-3 space-y-1">{children}</ul>
    </div>
  )
}

// min-w-11: a short label ("X") still leaves a finger-sized target.
const linkClass =
  'inline-flex min-h-8 min-w-11 items-center text-brand-100 hover:text-white hover:underline'

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100 print:hidden">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-5">
        <div className="col-span-2">
          <p className="font-display text-xl font-bold text-white">{site.brand}</p>
          <p className="mt-2 max-w-sm text-sm">{site.tagline}</p>
          <address className="mt-4 text-sm not-italic">
            {site.address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <OfficeMapButton />
        </div>
        <FooterList title={uiText.footer.quickLinks}>
          {[
            ...primaryNav,
            { to: paths.locate, label: uiText.locateUs },
            { to: paths.contactSection, label: uiText.footer.contactUs },
          ].map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title={uiText.footer.legal}>
          {legalNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <div className="col-span-2 grid grid-cols-2 gap-6 lg:col-span-1 lg:block lg:space-y-8">
          <FooterList title={uiText.footer.ourSites}>
            {site.subdomains.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </a>
              </li>
            ))}
          </FooterList>
          <FooterList title={uiText.footer.followUs}>
            {site.social.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </a>
              </li>
            ))}
          </FooterList>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="container-page py-4 text-xs text-brand-200">
          {/* Room on the right on phones: the home page's floating WhatsApp button sits there. */}
          <span className="block pr-16 md:pr-0">
            {uiText.footer.copyright(site.copyrightYear, site.brand)}
          </span>
        </p>
      </div>
    </footer>
  )
}
