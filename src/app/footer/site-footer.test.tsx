import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { legalNav, paths, primaryNav } from '@/config/paths'
import { site } from '@/config/site'
import { uiText } from '@/config/ui-content'
import { supportModalDialogs } from '@/test/dialog'
import { officeMapEmbedUrl } from './office-map'
import { SiteFooter } from './site-footer'

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  )
  return screen.getByRole('contentinfo')
}

const mapFrame = () => document.querySelector('iframe')

beforeAll(() => supportModalDialogs())

describe('SiteFooter', () => {
  it('links every page of the menu, Locate Us, the contact section and the legal pages', () => {
    const footer = within(renderFooter())
    for (const item of [...primaryNav, { to: paths.locate, label: uiText.locateUs }, ...legalNav]) {
      expect(footer.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to)
    }
    const contact = footer
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === paths.contactSection)
    expect(contact).toHaveLength(1)
  })

  it('opens the three sister sites and the social pages in a new tab, safely', () => {
    const footer = within(renderFooter())
    expect(site.subdomains).toHaveLength(3)
    for (const item of [...site.subdomains, ...site.social]) {
      const link = footer.getByRole('link', { name: item.label })
      expect(link).toHaveAttribute('href', item.href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('gives the address and the copyright since 2020', () => {
    const footer = renderFooter()
    for (const line of site.address.lines) expect(within(footer).getByText(line)).toBeVisible()
    expect(site.copyrightYear).toBe(2020)
    expect(footer).toHaveTextContent(`© ${site.copyrightYear} ${site.brand}`)
  })

  it('asks for the office map only when its dialog opens, and drops it on closing', async () => {
    const footer = renderFooter()
    expect(mapFrame()).toBeNull()

    fireEvent.click(within(footer).getByRole('button', { name: uiText.officeMap.open }))
    // The dialog's code arrives when it is first asked for.
    const dialog = await screen.findByRole('dialog', { name: uiText.officeMap.title })
    expect(dialog).toHaveAccessibleDescription(site.address.lines.join(', '))
    expect(mapFrame()).toHaveAttribute('src', officeMapEmbedUrl(site.office))
    expect(mapFrame()?.getAttribute('src')).toContain(
      `marker=${site.office.lat},${site.office.lng}`,
    )
    expect(mapFrame()).toHaveAccessibleName(`Map of ${site.brand} office`)

    fireEvent.click(within(dialog).getByRole('button', { name: uiText.closeDialog }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(mapFrame()).toBeNull()
  })
})
